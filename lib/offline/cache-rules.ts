/**
 * What the service worker (lib/offline/sw.ts) may keep, as pure functions shared with the pages that ask it to keep
 * a unit (lib/offline/keep-for-offline.ts) and with the tests. The rules are written down in lib/offline/README.md.
 */

/** Every cache the worker owns; on activation it deletes any other `kotonoha-` cache (an older layout's). */
export const CACHES = {
  /** The static built-in pages' HTML, network first. */
  pages: 'kotonoha-pages-v1',
  /** Build files, fonts, icons, stroke files: their addresses never change meaning, cache first. */
  assets: 'kotonoha-assets-v1',
  /** The static data files pages read (sentences, the quiz's words): the address carries the build id. */
  data: 'kotonoha-data-v1',
} as const;

const OFFLINE_PATH = '/offline';

const LEVEL = 'n[1-5]';
const UNIT_PAGE = `jp/flash-card/(?:kanji|vocabulary)(?:/${LEVEL}(?:/\\d{1,3}(?:/(?:written-test|multi-choice-test|han-viet|write))?)?)?`;
/**
 * The pages ARCHITECTURE.md's Pages table marks "static": one HTML body for every visitor. Everything else (settings,
 * progress, my sets, custom sets, the community, auth) renders per request or per session and is never stored.
 */
const STATIC_PAGE = new RegExp(
  `^/(?:en|vi)(?:/(?:about|review|mistakes|flash-cards|offline|${UNIT_PAGE}|jp/conjugation/(?:verb|adjective)))?/?$`,
);

export function isStaticPagePath(pathname: string): boolean {
  return STATIC_PAGE.test(pathname);
}

/** A page answer that may be kept: a full 200 of our own HTML that no header calls personal. */
export function mayStorePage(response: Pick<Response, 'status' | 'redirected' | 'headers'>): boolean {
  if (response.status !== 200 || response.redirected) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (/\b(?:private|no-store)\b/i.test(cacheControl)) return false;
  return (response.headers.get('content-type') ?? '').startsWith('text/html');
}

/** Build files, icons and stroke files: the same address always holds the same bytes. */
export function isStaticAsset(pathname: string): boolean {
  return (
    /^\/(?:_next\/static|strokes|icons)\//.test(pathname) || pathname === '/favicon.ico' || pathname === '/icon.svg'
  );
}

/** The public data files the built-in pages fetch; every other /api/ read is personal or live, never stored. */
export function isStaticData(pathname: string): boolean {
  return /^\/api\/(?:sentences\/[^/]+\/\d+|conjugation\/words\/(?:verb|adjective)\/(?:en|vi))$/.test(pathname);
}

/** The offline page in the language of the address, else the browser's. */
export function offlinePageFor(pathname: string, browserLanguage: string): string {
  const pathLocale = /^\/(en|vi)(?:\/|$)/.exec(pathname)?.[1];
  const locale = pathLocale ?? (browserLanguage.toLowerCase().startsWith('vi') ? 'vi' : 'en');
  return `/${locale}${OFFLINE_PATH}`;
}

/** A page asks the worker to keep pages and files for offline use; it answers on the message's port. */
export interface KeepRequest {
  type: 'kotonoha:keep';
  pages: string[];
  files: string[];
}

export interface KeepAnswer {
  pages: number;
  files: number;
}

export function isKeepRequest(data: unknown): data is KeepRequest {
  if (typeof data !== 'object' || data === null) return false;
  const { type, pages, files } = data as Partial<KeepRequest>;
  const strings = (list: unknown) =>
    Array.isArray(list) && list.length <= 500 && list.every((s) => typeof s === 'string');
  return type === 'kotonoha:keep' && strings(pages) && strings(files);
}

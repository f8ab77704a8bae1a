/**
 * The worker's side of "keep this unit for offline use" (lib/offline/sw.ts): fetch the pages, keep each that may be
 * kept, then the scripts and style sheets their HTML loads and the files the page listed, each in its cache.
 * Only our own static pages and files: a message cannot make the worker keep anything personal.
 */
import { CACHES, isStaticAsset, isStaticData, isStaticPagePath, mayStorePage, type KeepAnswer } from './cache-rules';
import { assetUrlsFromHtml } from './html-assets';

/** At most this many requests at once: the learner is using the page meanwhile. */
const PARALLEL = 4;

async function inBatches<T>(items: T[], run: (item: T) => Promise<boolean>): Promise<number> {
  let done = 0;
  for (let i = 0; i < items.length; i += PARALLEL) {
    const results = await Promise.all(items.slice(i, i + PARALLEL).map((item) => run(item).catch(() => false)));
    done += results.filter(Boolean).length;
  }
  return done;
}

function ownUrl(address: string): URL | null {
  try {
    const url = new URL(address, self.location.origin);
    return url.origin === self.location.origin ? url : null;
  } catch {
    return null;
  }
}

async function keepFile(url: URL): Promise<boolean> {
  const cacheName = isStaticAsset(url.pathname) ? CACHES.assets : isStaticData(url.pathname) ? CACHES.data : null;
  if (!cacheName) return false;
  const cache = await caches.open(cacheName);
  if (await cache.match(url.href)) return true;
  const response = await fetch(url.href, { credentials: 'same-origin' });
  if (response.status !== 200) return false;
  await cache.put(url.href, response);
  return true;
}

export async function keepForOffline(
  request: { pages: string[]; files: string[] },
  { storePages }: { storePages: boolean },
): Promise<KeepAnswer> {
  const files = new Set<string>();
  for (const address of request.files) {
    const url = ownUrl(address);
    if (url) files.add(url.href);
  }
  const pages = request.pages.map(ownUrl).filter((url): url is URL => !!url && isStaticPagePath(url.pathname));
  const pageCache = await caches.open(CACHES.pages);
  const keptPages = await inBatches(pages, async (url) => {
    const response = await fetch(url.href, { credentials: 'same-origin' });
    if (!mayStorePage(response)) return false;
    const html = await response.clone().text();
    for (const asset of assetUrlsFromHtml(html, url.href)) files.add(asset);
    if (storePages) await pageCache.put(url.href, response);
    return true;
  });
  const keptFiles = await inBatches(
    [...files].map((href) => new URL(href)),
    keepFile,
  );
  return { pages: keptPages, files: keptFiles };
}

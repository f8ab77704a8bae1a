/// <reference lib="webworker" />
/**
 * The service worker, bundled by app/serwist/[path]/route.ts at build time (Serwist). Imports are relative: esbuild
 * bundles this file alone. The rules, and why each is what it is, are in lib/offline/README.md.
 */
import {
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import {
  CACHES,
  isKeepRequest,
  isStaticAsset,
  isStaticData,
  isStaticPagePath,
  mayStorePage,
  offlinePageFor,
} from './cache-rules';
import { keepForOffline } from './keep';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };
/** The build this worker belongs to (the route handler defines it). */
declare const KOTONOHA_BUILD_ID: string;

const DAY = 24 * 60 * 60;

/** A page is kept only when the answer is a public 200 of HTML (never a personal or redirected one). */
const onlyStorablePages: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (mayStorePage(response) ? response : null),
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** Only full answers, at most `maxEntries` of them and for 60 days (the oldest go first, or all when storage runs out). */
const keptFor60Days = (maxEntries: number) => [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
];

const serwist = new Serwist({
  // The two offline pages (the route handler lists them with the build id as revision).
  precacheEntries: self.__SW_MANIFEST,
  // A new deployment's worker takes over at once: pages are network first, so it serves the new build's HTML.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    // Build files (hashed names), icons, stroke files (the address names the KanjiVG release): cache first, capped.
    {
      matcher: ({ url, request }) => sameOrigin(url) && request.method === 'GET' && isStaticAsset(url.pathname),
      handler: new CacheFirst({
        cacheName: CACHES.assets,
        plugins: keptFor60Days(800),
      }),
    },
    // Sentences and the quiz's words: public files whose address carries the build id.
    {
      matcher: ({ url, request }) => sameOrigin(url) && request.method === 'GET' && isStaticData(url.pathname),
      handler: new StaleWhileRevalidate({
        cacheName: CACHES.data,
        plugins: keptFor60Days(300),
      }),
    },
    // The static built-in pages: the network's answer when there is one (a new build's HTML at once), else the
    // copy kept. Never an RSC request: those are not navigations, and Next.js falls back to a full navigation
    // when one fails, which comes here.
    {
      matcher: ({ url, request }) => request.mode === 'navigate' && sameOrigin(url) && isStaticPagePath(url.pathname),
      handler: new NetworkFirst({
        cacheName: CACHES.pages,
        networkTimeoutSeconds: 6,
        matchOptions: { ignoreSearch: true, ignoreVary: true },
        plugins: [onlyStorablePages, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
      }),
    },
    // Every other page: the network only (personal and per-request pages are never stored); offline, the
    // offline page below.
    { matcher: ({ request }) => request.mode === 'navigate', handler: new NetworkOnly() },
  ],
  // A navigation that fails (offline, nothing kept) gets the offline page in the learner's language.
  fallbacks: {
    entries: (['en', 'vi'] as const).map((locale) => ({
      url: `/${locale}/offline`,
      matcher: ({ request }: { request: Request }) =>
        request.mode === 'navigate' &&
        offlinePageFor(new URL(request.url).pathname, self.navigator.language) === `/${locale}/offline`,
    })),
  },
});

serwist.addEventListeners();

// The offline pages' scripts and style sheets, so that the page the worker falls back to is styled and works.
self.addEventListener('install', (event) => {
  event.waitUntil(keepForOffline({ pages: ['/en/offline', '/vi/offline'], files: [] }, { storePages: false }));
});

// A new build drops what it no longer reads: caches of an older layout, data files of other builds.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set<string>(Object.values(CACHES));
      for (const name of await caches.keys()) {
        if (name.startsWith('kotonoha-') && !current.has(name)) await caches.delete(name);
      }
      const data = await caches.open(CACHES.data);
      for (const request of await data.keys()) {
        if (new URL(request.url).searchParams.get('build') !== KOTONOHA_BUILD_ID) await data.delete(request);
      }
    })(),
  );
});

// A unit page (or the quiz) asks to keep what its tests need; the answer goes back on the message's port.
self.addEventListener('message', (event) => {
  if (!isKeepRequest(event.data)) return;
  const port = event.ports[0];
  event.waitUntil(
    keepForOffline(event.data, { storePages: true }).then(
      (kept) => port?.postMessage({ ok: true, ...kept }),
      () => port?.postMessage({ ok: false }),
    ),
  );
});

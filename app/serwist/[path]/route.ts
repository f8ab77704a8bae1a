import { createSerwistRoute } from '@serwist/turbopack';
import { BUILD_ID } from '@/lib/env/public';

/**
 * GET /serwist/sw.js (and its source map): the service worker, bundled from lib/offline/sw.ts by Serwist with
 * esbuild when `next build` prerenders this route, so the worker comes out of the plain build. Precached: the
 * build's scripts and style sheets, and the two offline pages revised per build (a new build means a new worker,
 * which takes over). Pages and data files are kept as they are used (lib/offline/README.md). Served with `Service-Worker-Allowed: /` so that it controls the
 * whole site; next.config.ts adds `Cache-Control: no-cache`.
 */
const revision = BUILD_ID ?? 'dev';

const route = createSerwistRoute({
  swSrc: 'lib/offline/sw.ts',
  useNativeEsbuild: true,
  // Every script and style sheet of the build (about 100 files, 0.6 MB compressed): code a page loads on demand
  // (the review session, a test's question types) is there offline even when no page online had loaded it yet.
  globPatterns: ['.next/static/**/*.{js,css}'],
  additionalPrecacheEntries: ['/en/offline', '/vi/offline'].map((url) => ({ url, revision })),
  esbuildOptions: { define: { KOTONOHA_BUILD_ID: JSON.stringify(revision) } },
});

export const { dynamic, dynamicParams, revalidate, generateStaticParams } = route;
export const GET = route.GET;

import { createSerwistRoute } from '@serwist/turbopack';
import { BUILD_ID } from '@/lib/env/public';

/**
 * GET /serwist/sw.js (and its source map): the service worker, bundled from lib/offline/sw.ts by Serwist with
 * esbuild when `next build` prerenders this route, so the worker comes out of the plain build. Precached: only the
 * two offline pages, revised per build (a new build means a new worker, which takes over). Everything else is
 * kept as it is used (lib/offline/README.md). Served with `Service-Worker-Allowed: /` so that it controls the
 * whole site; next.config.ts adds `Cache-Control: no-cache`.
 */
const revision = BUILD_ID ?? 'dev';

const route = createSerwistRoute({
  swSrc: 'lib/offline/sw.ts',
  useNativeEsbuild: true,
  globPatterns: [],
  additionalPrecacheEntries: ['/en/offline', '/vi/offline'].map((url) => ({ url, revision })),
  esbuildOptions: { define: { KOTONOHA_BUILD_ID: JSON.stringify(revision) } },
});

export const { dynamic, dynamicParams, revalidate, generateStaticParams } = route;
export const GET = route.GET;

import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { withSerwist } from '@serwist/turbopack';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readEnv } from './lib/env/schema';
import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './lib/images/optimizer';
import { internalRewrites } from './lib/routing/internal-routes';
import { malformedPathRewrites } from './lib/routing/malformed-path';
import { securityHeaderRules } from './lib/security/headers';
import { STROKES_DIRECTORY } from './features/writing/stroke-data';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // Messages are compiled at build time, so the browser gets a small formatter instead of the ICU parser.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

// Every variable is checked here first, so a bad value stops `next dev`, `next build` and `next start` at once.
const env = readEnv(process.env);

/** A build id the client can compare against the server's to notice a new deployment. */
function resolveBuildId(): string {
  if (env.KOTONOHA_BUILD_ID) return env.KOTONOHA_BUILD_ID;
  try {
    const commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return `${commit}-${Date.now().toString(36)}`;
  } catch {
    return Date.now().toString(36);
  }
}

const buildId = resolveBuildId();

const nextConfig: NextConfig = {
  // A separate output folder lets several dev servers run side by side (NEXT_DIST_DIR=.next-foo).
  distDir: env.NEXT_DIST_DIR,
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  poweredByHeader: false,
  // How long a shared cache (a CDN) may serve a cached page past its `s-maxage` while it fetches a new one
  // (`stale-while-revalidate` = expireTime − revalidate; Next.js's default is a year): a public set's page
  // (revalidate 60) made private is gone from a CDN within 5 minutes, the time this server's cache keeps it too.
  expireTime: 300,
  async headers() {
    return [
      ...securityHeaderRules({ production: process.env.NODE_ENV === 'production' }),
      // Stroke files: their address names the KanjiVG release (features/writing/stroke-data.ts), so they never change.
      {
        source: `/${STROKES_DIRECTORY}/:file*`,
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      // The service worker (app/serwist/[path]/route.ts): the browser asks again on every check for a new build.
      { source: '/serwist/:file*', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ];
  },
  // An address that cannot be decoded goes to the 404 screen (lib/routing/malformed-path.ts); then the pages
  // proxy.ts sends a request to, chosen by a request header it sets (see lib/routing/internal-routes.ts).
  async rewrites() {
    return { beforeFiles: [...malformedPathRewrites, ...internalRewrites], afterFiles: [], fallback: [] };
  },
  // The file tracer cannot tell which slices of the fallback fonts the preview image reads (features/custom-sets/server/preview-image), so it takes
  // both packages whole (155 MB): only their bold woff slices and unicode.json are read (9.9 MB).
  outputFileTracingExcludes: {
    '/api/og/custom-set/\\[set\\]': [
      './node_modules/@fontsource/*/files/*.woff2',
      './node_modules/@fontsource/*/files/*-{100,200,300,400,500,600,800,900}-*.woff',
      './node_modules/@fontsource/*/*.css',
      './node_modules/@fontsource/*/scss/**',
    ],
  },
  // sql.js (SQLite as WebAssembly, for Anki packages) loads the wasm file beside its own script: bundled, it
  // would look for it in the build's chunks.
  serverExternalPackages: ['sql.js'],
  // Tests and screenshots reach the dev server through 127.0.0.1.
  allowedDevOrigins: ['127.0.0.1'],
  images: {
    // The image sizes the screens use, webp, quality 80.
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    formats: ['image/webp'],
    qualities: [IMAGE_QUALITY],
    // Google account pictures (header, community and set pages) go through the optimizer: the CSP allows only
    // same-origin images.
    remotePatterns: [{ protocol: 'https', hostname: 'lh3.googleusercontent.com' }],
  },
  experimental: {
    // The built-in content makes many static pages; keep the build within 2 cores.
    cpus: 2,
    // Pages and data cached at run time (shared set pages, the community's results per query, the list's data
    // cache) stay in the in-memory LRU (cacheMaxMemorySize, 50 MB) instead of also being written under .next:
    // distinct searches are unbounded, the disk must not be. Build-time pages are still read from disk.
    isrFlushToDisk: false,
  },
};

/**
 * With REDIS_URL, `next start` keeps Next.js's cache (ISR pages, `unstable_cache` data, their tags) in Redis, shared
 * by every instance (cache-handler.mjs), so a save expires the copies on all of them at once. Only `next start`:
 * the build writes its prerendered pages to disk as always, and `next dev` caches nothing worth sharing.
 */
function sharedCache(phase: string): Pick<NextConfig, 'cacheHandler'> {
  if (phase !== PHASE_PRODUCTION_SERVER || !env.REDIS_URL) return {};
  return { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)) };
}

export default function config(phase: string): NextConfig {
  // withSerwist: esbuild, which bundles the service worker at build time, stays out of the server bundles.
  return withSerwist(withNextIntl({ ...nextConfig, ...sharedCache(phase) }));
}

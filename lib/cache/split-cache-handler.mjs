// @ts-check
// Next.js's cache handler (`cacheHandler` in next.config.ts) when REDIS_URL is set. It splits the cache in two:
//  - pages prerendered at build time that never change (`revalidate: false`: home, About, the built-in flash
//    cards …) stay with Next.js's own file-system cache: every instance has them on disk from the same build, so
//    sharing them would only add a network round trip to the fastest pages and make them depend on Redis;
//  - everything made at run time — ISR pages (a shared set's page, the community's results) and data cached with
//    `unstable_cache` / `fetch` (the community's lists, the sitemap's sets) with their tags — lives in Redis,
//    through @fortedigital/nextjs-cache-handler, so a save's `updateTag` expires it on every instance at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { CacheHandler as SharedCacheHandler } from '@fortedigital/nextjs-cache-handler';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} NextCacheHandler */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} CacheHandlerContext */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue */
/** @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerConfig} SharedConfig */
/** @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheCreationContext} CreationContext */

// A CommonJS module with a default export.
const FileSystemCache =
  /** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */ (
    /** @type {{ default?: unknown }} */ (fileSystemCacheModule).default ?? fileSystemCacheModule
  );

/** The response kinds whose cache keys name a route; `FETCH` keys are hashes of data. */
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** @type {Map<string, Set<string>>} per build folder: the paths prerendered at build time with `revalidate: false` */
const staticPathsByBuild = new Map();

/**
 * The paths the build prerendered once and for all, from its prerender manifest.
 * @param {string} serverDistDir `.next/server`
 */
function staticPaths(serverDistDir) {
  let paths = staticPathsByBuild.get(serverDistDir);
  if (!paths) {
    const manifest = JSON.parse(readFileSync(path.join(serverDistDir, '..', 'prerender-manifest.json'), 'utf8'));
    /** @type {Record<string, { initialRevalidateSeconds?: number | false }>} */
    const routes = manifest.routes ?? {};
    paths = new Set(
      Object.entries(routes)
        .filter(([, route]) => route.initialRevalidateSeconds === false)
        .map(([route]) => route),
    );
    staticPathsByBuild.set(serverDistDir, paths);
  }
  return paths;
}

/**
 * The page path in a response cache key (`/route-cache/APP_PAGE/<route hash>/$/en/about` → `/en/about`; Next.js
 * writes `/` as `/index`), or undefined for a key of another shape.
 * @param {string} key
 */
export function pathOfCacheKey(key) {
  const marker = key.indexOf('/$/');
  if (marker === -1) return undefined;
  const pagePath = key.slice(marker + 2);
  return pagePath === '/index' ? '/' : pagePath;
}

/**
 * Whether an entry belongs to the local file-system cache: a response of a route prerendered for good.
 * @param {string} key
 * @param {{ kind?: string }} ctx
 * @param {string} serverDistDir
 */
function isBuildTimeStatic(key, ctx, serverDistDir) {
  if (!ctx.kind || !RESPONSE_KINDS.has(ctx.kind)) return false;
  const pagePath = pathOfCacheKey(key);
  return pagePath !== undefined && staticPaths(serverDistDir).has(pagePath);
}

/**
 * Next.js reads an entry's lifetime from `cacheControl` when the handler returns one; without it, an instance
 * that did not render the page itself would take it as due for revalidation after 1 s. The shared handler keeps
 * the lifetime in `lifespan`.
 * @param {(CacheHandlerValue & { lifespan?: { revalidate?: number | false } | null }) | null} entry
 * @returns {CacheHandlerValue | null}
 */
export function withCacheControl(entry) {
  if (!entry || entry.cacheControl || !entry.lifespan) return entry;
  const kind = entry.value?.kind;
  if (kind !== 'APP_PAGE' && kind !== 'APP_ROUTE' && kind !== 'PAGES') return entry;
  return { ...entry, cacheControl: { revalidate: entry.lifespan.revalidate ?? false, expire: undefined } };
}

/**
 * The class Next.js instantiates (once per request, cheaply: both caches keep their state in their modules).
 * @param {(context: CreationContext) => SharedConfig | Promise<SharedConfig>} sharedConfig the Redis handlers
 * @returns {new (ctx: CacheHandlerContext) => NextCacheHandler}
 */
export function createSplitCacheHandler(sharedConfig) {
  SharedCacheHandler.onCreation(sharedConfig);

  return class SplitCacheHandler {
    /** @param {CacheHandlerContext} ctx */
    constructor(ctx) {
      if (!ctx.fs || !ctx.serverDistDir) throw new Error('The cache handler needs the build folder (next start).');
      this.serverDistDir = ctx.serverDistDir;
      this.local = new FileSystemCache({ ...ctx, fs: ctx.fs, serverDistDir: ctx.serverDistDir });
      this.shared = new SharedCacheHandler({ ...ctx, fs: ctx.fs, serverDistDir: ctx.serverDistDir });
    }

    /** @type {NextCacheHandler['get']} */
    async get(key, ctx) {
      if (isBuildTimeStatic(key, ctx, this.serverDistDir)) return this.local.get(key, ctx);
      return withCacheControl(await this.shared.get(key, /** @type {never} */ (ctx)));
    }

    /** @type {NextCacheHandler['set']} */
    async set(key, data, ctx) {
      const kind = ctx.fetchCache ? 'FETCH' : (data?.kind ?? 'APP_PAGE');
      if (isBuildTimeStatic(key, { kind }, this.serverDistDir)) return this.local.set(key, data, ctx);
      return this.shared.set(key, data, /** @type {never} */ (ctx));
    }

    /** @type {NextCacheHandler['revalidateTag']} */
    async revalidateTag(tags, durations) {
      // The local side only records the expiry in Next.js's in-process tag list (it holds no tagged entries).
      await Promise.all([this.local.revalidateTag(tags, durations), this.shared.revalidateTag(tags)]);
    }

    resetRequestCache() {
      this.local.resetRequestCache();
    }
  };
}

// @ts-check
// The shared cache of several instances: Next.js loads this file itself (`cacheHandler` in next.config.ts, set
// by `next start` when REDIS_URL is set), outside the app's bundles, so it is plain JavaScript and reads
// REDIS_URL from the environment, which next.config.ts has already checked (lib/env/schema.ts).
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';

import { guardHandler } from './lib/cache/guarded-handler.mjs';
import { connectRedis, publishSharedCacheState } from './lib/cache/redis-connection.mjs';
import { createSplitCacheHandler } from './lib/cache/split-cache-handler.mjs';

/** The longest a cache operation may take before the page is rendered instead (Redis is one hop away). */
const OPERATION_TIMEOUT_MS = 1000;

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('cache-handler.mjs is used only when REDIS_URL is set (next.config.ts).');

/** @type {ReturnType<typeof guardHandler> | undefined} */
let guarded;
const client = connectRedis(redisUrl, { onUp: () => void guarded?.replayPendingInvalidations() });
publishSharedCacheState(client, () => guarded?.pendingInvalidations().length ?? 0);

export default createSplitCacheHandler(({ buildId }) => {
  guarded = guardHandler(
    createRedisHandler({
      client,
      // Entries are keyed by build: two versions side by side during a rolling deploy render different HTML and
      // data shapes, and must never serve each other's.
      keyPrefix: `kotonoha:${buildId ?? 'unknown-build'}:`,
      timeoutMs: OPERATION_TIMEOUT_MS,
    }),
    { timeoutMs: OPERATION_TIMEOUT_MS },
  );
  return { handlers: [guarded] };
});

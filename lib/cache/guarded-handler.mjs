// @ts-check
// The Redis handler as the app uses it: an outage costs each cache operation at most `timeoutMs` and turns it
// into a miss (the page is rendered), and an expiry that could not reach Redis is never forgotten.
import { logCacheEvent } from './cache-log.mjs';
import { withTimeout } from './redis-connection.mjs';

/** @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler */

/**
 * @typedef {Handler & {
 *   replayPendingInvalidations: () => Promise<void>,
 *   pendingInvalidations: () => string[],
 * }} GuardedHandler
 */

/**
 * Wraps a handler of @fortedigital/nextjs-cache-handler. Failures are thrown on: its CacheHandler treats a
 * failed read as a miss and ignores a failed write, which is what an outage should cost.
 *
 * A tag that could not be expired (a save while Redis was unreachable) is kept, and expired before this process
 * reads or writes Redis again, so that a copy the save made stale (a set that is now private) is never served
 * from the cache once it is back. Expiring a tag twice is harmless.
 * @param {Handler} handler
 * @param {{ timeoutMs: number }} options
 * @returns {GuardedHandler}
 */
export function guardHandler(handler, { timeoutMs }) {
  /** @type {Set<string>} */
  const pending = new Set();
  /** @type {Promise<void> | undefined} */
  let replaying;

  /** @template T @param {Promise<T>} operation @param {string} what */
  const bounded = (operation, what) => withTimeout(operation, timeoutMs, `cache ${what}`);

  async function replay() {
    if (pending.size === 0) return;
    replaying ??= (async () => {
      for (const tag of [...pending]) {
        await bounded(handler.revalidateTag(tag), 'expiry');
        pending.delete(tag);
      }
      logCacheEvent('info', 'cache.invalidations.replayed', {});
    })().finally(() => {
      replaying = undefined;
    });
    await replaying;
  }

  return {
    name: `${handler.name} (guarded)`,
    async get(key, meta) {
      await replay();
      return bounded(handler.get(key, meta), 'read');
    },
    async set(key, value, ctx) {
      await replay();
      await bounded(handler.set(key, value, ctx), 'write');
    },
    async revalidateTag(tag) {
      try {
        await bounded(handler.revalidateTag(tag), 'expiry');
      } catch (error) {
        pending.add(tag);
        logCacheEvent('error', 'cache.invalidation.failed', {
          tag,
          error: error instanceof Error ? error.message : String(error),
          pending: pending.size,
        });
        throw error;
      }
    },
    async delete(key) {
      await bounded(handler.delete?.(key) ?? Promise.resolve(), 'delete');
    },
    async prepare() {
      await bounded(handler.prepare?.() ?? Promise.resolve(), 'prepare');
    },
    replayPendingInvalidations: () =>
      replay().catch(() => {
        // Still unreachable: the next read, write or reconnection tries again.
      }),
    pendingInvalidations: () => [...pending],
  };
}

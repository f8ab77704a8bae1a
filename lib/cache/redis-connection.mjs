// @ts-check
// The Redis connection of the shared cache: one per server process, created when Next.js first loads the
// cache handler. Plain JavaScript because Node.js loads the cache handler itself, outside the app's build.
import { createClient } from '@redis/client';

import { logCacheEvent } from './cache-log.mjs';

/** Where the health endpoint (app/api/health) finds this process's connection: a different module graph. */
const SHARED_CACHE_STATE = Symbol.for('kotonoha.sharedCache');

/**
 * @typedef {object} SharedCacheState
 * @property {'redis'} kind
 * @property {() => boolean} isUp                   whether commands can be sent now
 * @property {(timeoutMs: number) => Promise<number>} ping  round trip in ms; rejects when Redis does not answer
 * @property {() => number} pendingInvalidations   tags this process failed to expire and will expire on reconnect
 */

/**
 * Opens the connection and keeps it open: a lost connection is retried every 0.1–2 s for as long as the process
 * runs, and every command sent meanwhile fails at once (`disableOfflineQueue`) instead of waiting, so a page that
 * would have come from the cache is rendered instead.
 * @param {string} url REDIS_URL
 * @param {{ onUp?: () => void }} [hooks] `onUp` runs each time the connection is (re)established
 */
export function connectRedis(url, { onUp } = {}) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    // A connection that died unnoticed fails on a ping rather than on a page's read (a Redis that hangs instead
    // costs each operation its timeout: lib/cache/guarded-handler.mjs).
    pingInterval: 5000,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  const where = describeRedisUrl(url);
  let reportedDown = false;
  client.on('ready', () => {
    reportedDown = false;
    logCacheEvent('info', 'cache.redis.up', { redis: where });
    onUp?.();
  });
  client.on('error', (/** @type {Error} */ error) => {
    // One line per outage, not one per reconnection attempt.
    if (!reportedDown) logCacheEvent('warn', 'cache.redis.down', { redis: where, error: error.message });
    reportedDown = true;
  });
  client.connect().catch(() => {
    // Reported by the 'error' listener; the client keeps trying.
  });
  return client;
}

/**
 * @param {ReturnType<typeof connectRedis>} client
 * @param {() => number} pendingInvalidations
 */
export function publishSharedCacheState(client, pendingInvalidations) {
  /** @type {SharedCacheState} */
  const state = {
    kind: 'redis',
    isUp: () => client.isReady,
    async ping(timeoutMs) {
      const started = performance.now();
      await withTimeout(client.ping(), timeoutMs, 'Redis PING');
      return performance.now() - started;
    },
    pendingInvalidations,
  };
  /** @type {Record<symbol, unknown>} */ (globalThis)[SHARED_CACHE_STATE] = state;
}

/**
 * Rejects when `promise` has not settled within `ms` (the operation itself may still finish later).
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
export function withTimeout(promise, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout]).finally(() => clearTimeout(timer)));
}

/**
 * A Redis URL without its password, for log lines.
 * @param {string} url
 */
function describeRedisUrl(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(unparsable REDIS_URL)';
  }
}

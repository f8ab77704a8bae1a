// The shared cache's state as the health endpoint reports it. The Redis connection lives in the cache handler
// (cache-handler.mjs), which Node.js loads outside the app's bundles, so it is found through a global symbol.
import 'server-only';

import { serverEnv } from '@/lib/env/server';

import { type CacheReport, probe, PROBE_TIMEOUT_MS } from './health';

/** What lib/cache/redis-connection.mjs publishes under this symbol. */
interface SharedCacheState {
  kind: 'redis';
  isUp(): boolean;
  ping(timeoutMs: number): Promise<number>;
  pendingInvalidations(): number;
}

const SHARED_CACHE_STATE = Symbol.for('kotonoha.sharedCache');

export async function cacheReport(): Promise<CacheReport> {
  if (!serverEnv().REDIS_URL) return { kind: 'memory' };
  const state = (globalThis as Record<symbol, SharedCacheState | undefined>)[SHARED_CACHE_STATE];
  // `next dev`, or a server that has not served a cached page yet.
  if (!state) return { kind: 'redis', state: 'starting', pendingInvalidations: 0 };
  const pendingInvalidations = state.pendingInvalidations();
  // A connection known to be down is not waited for.
  if (!state.isUp()) return { kind: 'redis', state: 'down', reason: 'error', pendingInvalidations };
  return { kind: 'redis', ...(await probe(() => state.ping(PROBE_TIMEOUT_MS))), pendingInvalidations };
}

// What GET /api/health answers, from probes of the database and the shared cache. Pure: the route hands it the
// probes, the tests hand it stand-ins that fail or hang.

/** How a dependency answered: up with its round trip, or down (never its error text: the endpoint is public). */
export type ProbeResult = { state: 'up'; latencyMs: number } | { state: 'down'; reason: 'error' | 'timeout' };

/**
 * The cache: Next.js's in-memory default (REDIS_URL unset), or Redis, which may still be connecting at start.
 * `pendingInvalidations`: tags a save could not expire while Redis was unreachable, expired on reconnection.
 */
export type CacheReport =
  { kind: 'memory' } | ({ kind: 'redis'; pendingInvalidations: number } & (ProbeResult | { state: 'starting' }));

export interface HealthReport {
  /**
   * `ok`; `degraded`: the cache is down, pages are rendered instead; `unavailable`: the database is down;
   * `stopping`: SIGTERM came, the instance serves what still comes while the balancer takes it out.
   */
  status: 'ok' | 'degraded' | 'unavailable' | 'stopping';
  database: ProbeResult;
  cache: CacheReport;
  build: string | null;
  uptimeSeconds: number;
}

/** A probe may take this long before it counts as down: a balancer checks every second or two. */
export const PROBE_TIMEOUT_MS = 2000;

/** Runs `check`, timing it; a rejection or a hang past `timeoutMs` is `down`. */
export async function probe(check: () => Promise<unknown>, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([check().then(() => 'done' as const), timedOut]);
    if (outcome === 'timeout') return { state: 'down', reason: 'timeout' };
    return { state: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { state: 'down', reason: 'error' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * 503 when the database is unreachable (an instance without it can serve nothing a balancer should send there) or
 * the instance is stopping. A cache outage is reported but answers 200: every instance shares the one cache, and
 * each still renders.
 */
export function healthAnswer(
  report: Omit<HealthReport, 'status'>,
  stopping = false,
): { httpStatus: 200 | 503; body: HealthReport } {
  const status = stopping
    ? 'stopping'
    : report.database.state === 'down'
      ? 'unavailable'
      : report.cache.kind === 'redis' && report.cache.state !== 'up'
        ? 'degraded'
        : 'ok';
  return { httpStatus: status === 'unavailable' || status === 'stopping' ? 503 : 200, body: { status, ...report } };
}

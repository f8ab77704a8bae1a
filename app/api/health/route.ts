import { db } from '@/lib/db/client';
import { BUILD_ID } from '@/lib/env/public';
import { cacheReport } from '@/lib/observability/cache-status';
import { healthAnswer, probe } from '@/lib/observability/health';
import { isStopping } from '@/lib/server/graceful-shutdown';

// Asked every second or two by the load balancer: never cached, always a fresh look.
export const dynamic = 'force-dynamic';

/**
 * GET /api/health → 200 `{ status: 'ok' | 'degraded', database, cache, build, uptimeSeconds }`, or 503 with
 * `status: 'unavailable'` while the database cannot be reached and `stopping` once SIGTERM came (the balancer then
 * sends no traffic here).
 */
export async function GET() {
  const [database, cache] = await Promise.all([probe(() => db.$queryRaw`SELECT 1`), cacheReport()]);
  const { httpStatus, body } = healthAnswer(
    { database, cache, build: BUILD_ID ?? null, uptimeSeconds: Math.round(process.uptime()) },
    isStopping(),
  );
  return Response.json(body, { status: httpStatus, headers: { 'Cache-Control': 'no-store' } });
}

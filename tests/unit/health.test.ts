import { describe, expect, it } from 'vitest';

import { healthAnswer, probe } from '@/lib/observability/health';

const up = { state: 'up', latencyMs: 1.2 } as const;
const report = (
  database: Parameters<typeof healthAnswer>[0]['database'],
  cache: Parameters<typeof healthAnswer>[0]['cache'],
) => healthAnswer({ database, cache, build: 'abc', uptimeSeconds: 5 });

describe('the health answer', () => {
  it('is 200 ok with the database up, whatever the cache kind', () => {
    expect(report(up, { kind: 'memory' })).toMatchObject({ httpStatus: 200, body: { status: 'ok' } });
    expect(report(up, { kind: 'redis', pendingInvalidations: 0, ...up })).toMatchObject({
      httpStatus: 200,
      body: { status: 'ok', cache: { kind: 'redis', state: 'up' } },
    });
  });

  it('stays 200 but says degraded while Redis is down or still connecting: pages are rendered instead', () => {
    for (const cache of [
      { kind: 'redis', state: 'down', reason: 'error', pendingInvalidations: 2 },
      { kind: 'redis', state: 'starting', pendingInvalidations: 0 },
    ] as const) {
      expect(report(up, cache)).toMatchObject({ httpStatus: 200, body: { status: 'degraded', cache } });
    }
  });

  it('is 503 stopping once SIGTERM came, whatever else holds, so the balancer takes the instance out first', () => {
    expect(
      healthAnswer({ database: up, cache: { kind: 'memory' }, build: null, uptimeSeconds: 1 }, true),
    ).toMatchObject({ httpStatus: 503, body: { status: 'stopping', database: up } });
  });

  it('is 503 unavailable while the database is unreachable, so the balancer sends nothing there', () => {
    expect(report({ state: 'down', reason: 'timeout' }, { kind: 'memory' })).toMatchObject({
      httpStatus: 503,
      body: { status: 'unavailable', database: { state: 'down', reason: 'timeout' } },
    });
  });
});

describe('a probe', () => {
  it('times a check that answers', async () => {
    const result = await probe(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.state).toBe('up');
    expect(result.state === 'up' && result.latencyMs).toBeGreaterThanOrEqual(15);
  });

  it('is down when the check fails, without its message (the endpoint is public)', async () => {
    expect(await probe(() => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')))).toEqual({
      state: 'down',
      reason: 'error',
    });
  });

  it('is down once the check hangs past the limit, without waiting for it', async () => {
    const started = performance.now();
    expect(await probe(() => new Promise(() => {}), 50)).toEqual({ state: 'down', reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

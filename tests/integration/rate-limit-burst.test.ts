// Rate limits hold under parallel requests: a burst of simultaneous attempts (as from a script or many
// app instances at once) gets exactly the allowed number through, never more.
import { randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { RATE_LIMITS, RateLimitedError, consume } from '@/lib/security/rate-limit';
import { db } from '../../lib/db/client';

afterAll(async () => {
  await db.$disconnect();
});

async function burst(size: number, check: () => Promise<void>) {
  const results = await Promise.allSettled(Array.from({ length: size }, check));
  const passed = results.filter((r) => r.status === 'fulfilled').length;
  const limited = results.filter((r) => r.status === 'rejected' && r.reason instanceof RateLimitedError).length;
  const other = results.filter((r) => r.status === 'rejected' && !(r.reason instanceof RateLimitedError));
  return { passed, limited, other };
}

describe('rate limits under a burst of parallel attempts', () => {
  it('lets exactly the allowed number of logins for one email through', async () => {
    const email = `burst-${randomUUID()}@example.test`;
    const size = RATE_LIMITS.loginPerAccountIp.points * 4;
    const { passed, limited, other } = await burst(size, () => consume([['loginPerAccountIp', email]]));
    expect(other).toEqual([]);
    expect(passed).toBe(RATE_LIMITS.loginPerAccountIp.points);
    expect(limited).toBe(size - RATE_LIMITS.loginPerAccountIp.points);
  });

  it('holds the one-a-minute verification cooldown against a double click', async () => {
    const user = randomUUID();
    const { passed, limited } = await burst(8, () => consume([['verifyCooldown', user]]));
    expect(passed).toBe(1);
    expect(limited).toBe(7);
  });

  it('counts every limit of a combined check, even when one of them is already exhausted', async () => {
    const email = `burst-${randomUUID()}@example.test`;
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    const size = RATE_LIMITS.resetPerEmail.points + 5;
    const { passed } = await burst(size, () =>
      consume([
        ['resetPerEmail', email],
        ['resetPerIp', ip],
      ]),
    );
    expect(passed).toBe(RATE_LIMITS.resetPerEmail.points);
    // The IP was charged for every attempt, the limited ones included.
    const row = await db.rateLimit.findUnique({ where: { key: `resetPerIp:${ip}` } });
    expect(row?.points).toBe(size);
  });
});

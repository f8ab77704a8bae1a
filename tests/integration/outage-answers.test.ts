// During a database outage route handlers say "try again" (503 with Retry-After) and the sitemap serves its last
// good copy. The outage is real: the client points at a port where nothing listens.
import net from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let reachableUrl = '';

beforeAll(async () => {
  reachableUrl = process.env.DATABASE_URL!;
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  process.env.DATABASE_URL = `postgresql://postgres@127.0.0.1:${port}/unreachable`;
});

afterAll(async () => {
  const { db } = await import('../../lib/db/client');
  await db.$disconnect();
});

describe('an unreachable database', () => {
  it('is told apart from a bug', async () => {
    const { db } = await import('../../lib/db/client');
    const { isDatabaseUnavailable } = await import('../../lib/db/unavailable');
    const { SessionCheckUnavailableError } = await import('../../lib/auth/callbacks');
    const refused = await db.user.findFirst().catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new SessionCheckUnavailableError({ cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('unique'), { code: 'P2002' }))).toBe(false);
    expect(reachableUrl).not.toBe(process.env.DATABASE_URL);
  });

  it('is answered 503 with Retry-After, never cached', async () => {
    const { serviceUnavailable, RETRY_AFTER_SECONDS } = await import('../../lib/db/unavailable');
    const response = serviceUnavailable();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves a read that keeps its last good answer serving that answer', async () => {
    const { db } = await import('../../lib/db/client');
    const { withLastGood } = await import('@/features/custom-sets/last-good');
    let up = true;
    const read = withLastGood(async () => (up ? ['set-a'] : db.user.findMany().then(() => ['never'])), ['none']);
    expect(await read()).toEqual(['set-a']);
    up = false;
    expect(await read()).toEqual(['set-a']);
    const fresh = withLastGood(() => db.user.findMany().then(() => ['never']), ['none']);
    expect(await fresh()).toEqual(['none']);
    await expect(withLastGood(() => Promise.reject(new TypeError('bug')), [])()).rejects.toBeInstanceOf(TypeError);
  });
});

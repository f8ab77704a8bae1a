// A database outage never turns into a wrong account state: pages and actions get an error (the error screen)
// instead of the session's possibly stale claims. Runs against a real, unreachable PostgreSQL address.
import net from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let closedPort = 0;

beforeAll(async () => {
  // A port that was just free: nothing listens there, so every connection is refused.
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closedPort = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  process.env.DATABASE_URL = `postgresql://postgres@127.0.0.1:${closedPort}/unreachable`;
});

afterAll(async () => {
  const { db } = await import('../../lib/db/client');
  await db.$disconnect();
});

// A verified learner's session whose cookie was issued before the verification (its claim says unverified).
const staleToken = () => ({ sub: 'learner-id', email: 'learner@example.test', sv: 0, ev: false, hp: true });

describe('the session check during a database outage', () => {
  it('fails for pages and actions instead of trusting the stale claim', async () => {
    const { refreshToken, SessionCheckUnavailableError } = await import('../../lib/auth/callbacks');
    await expect(refreshToken(staleToken())).rejects.toBeInstanceOf(SessionCheckUnavailableError);
  });

  it('keeps the cookie for Auth.js’s own session endpoint (no mass sign-out)', async () => {
    const { refreshToken } = await import('../../lib/auth/callbacks');
    expect(await refreshToken(staleToken(), undefined, 'keepToken')).toMatchObject({ sub: 'learner-id' });
  });

  it('fails a sign-in', async () => {
    const { refreshToken, SessionCheckUnavailableError } = await import('../../lib/auth/callbacks');
    await expect(refreshToken({}, { id: 'learner-id' }, 'keepToken')).rejects.toBeInstanceOf(
      SessionCheckUnavailableError,
    );
  });
});

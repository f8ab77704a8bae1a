// The longest address a mail server accepts (254 characters) works everywhere an address is used: sign-up,
// login (and its limits, whose keys are derived from the address), reset links. The limits' key column is 255
// characters and also holds the limit's name, so long keys are stored hashed.
import { afterAll, describe, expect, it } from 'vitest';

import { authorizeCredentials } from '../../lib/auth/callbacks';
import { PEER_ADDRESS_HEADER } from '@/lib/http/client-ip';
import { hashPassword } from '../../lib/auth/password';
import { accountAtIp, consume, RATE_LIMITS, RateLimitedError, reset, storedKey } from '@/lib/security/rate-limit';
import { loginSchema } from '@/features/auth/schemas';
import { consumeToken, issueToken } from '@/features/auth/server/tokens';
import { db } from '../../lib/db/client';

afterAll(async () => {
  await db.$disconnect();
});

/** 64 + 1 + 189 = 254 characters, unique per call (the random part sits in the local part). */
const longEmail = () => {
  const local = `long-${crypto.randomUUID()}`.padEnd(64, 'x');
  return `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(56)}.test`;
};

describe('a 254-character address', () => {
  it('is accepted by the forms’ schema', () => {
    const email = longEmail();
    expect(email).toHaveLength(254);
    expect(loginSchema.safeParse({ email, password: 'x' }).success).toBe(true);
  });

  it('signs in, and its login limits count and clear', async () => {
    const email = longEmail();
    const user = await db.user.create({ data: { email, passwordHash: await hashPassword('Kotonoha#2024') } });
    const headers = new Headers({ [PEER_ADDRESS_HEADER]: '10.9.0.1' });
    expect(await authorizeCredentials({ email, password: 'Wrong#1aA' }, headers)).toBeNull();
    expect(await authorizeCredentials({ email, password: 'Kotonoha#2024' }, headers)).toMatchObject({ id: user.id });
  });

  it('is limited like any other (reset links per address)', async () => {
    const email = longEmail();
    for (let i = 0; i < RATE_LIMITS.resetPerEmail.points; i++) await consume([['resetPerEmail', email]]);
    await expect(consume([['resetPerEmail', email]])).rejects.toBeInstanceOf(RateLimitedError);
    await reset('resetPerEmail', email);
    await expect(consume([['resetPerEmail', email]])).resolves.toBeUndefined();
    const key = accountAtIp(email, '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff');
    await expect(consume([['loginPerAccountIp', key]])).resolves.toBeUndefined();
    expect(storedKey('loginPerAccountIp', key)).toMatch(/^hmac:[0-9a-f]{64}$/);
    // A long key that holds no address (an IP address, a user id) is its sha256.
    expect(storedKey('loginPerIp', 'x'.repeat(101))).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('gets reset links that work', async () => {
    const email = longEmail();
    const user = await db.user.create({ data: { email } });
    const token = await issueToken(user.id, email, 'resetPassword');
    expect(await consumeToken(token, 'resetPassword')).toMatchObject({ status: 'valid', userId: user.id });
  });
});

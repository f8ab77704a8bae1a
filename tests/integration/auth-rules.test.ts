// The account rules against the real database: password hashing, link tokens (hashed, single use,
// expiry), the PostgreSQL rate limits and session invalidation through the session version.
import { readFileSync } from 'node:fs';

import { afterAll, describe, expect, it } from 'vitest';

import { authorizeCredentials, googleLinked, refreshToken } from '../../lib/auth/callbacks';
import { PEER_ADDRESS_HEADER } from '@/lib/http/client-ip';
import { hashPassword, verifyPassword } from '../../lib/auth/password';
import { RATE_LIMITS, RateLimitedError, accountAtIp, consume, reset, storedKey } from '@/lib/security/rate-limit';
import {
  TOKEN_LIFETIME_MS,
  checkToken,
  consumeToken,
  hashToken,
  issueToken,
  revokeTokens,
} from '@/features/auth/server/tokens';
import { verifyEmailWithToken } from '@/features/auth/server/verification';
import { db } from '../../lib/db/client';
import { uniqueEmail, withPg } from './helpers';

afterAll(async () => {
  await db.$disconnect();
});

const newUser = (data: { passwordHash?: string; emailVerified?: Date } = {}) =>
  db.user.create({ data: { email: uniqueEmail('rules'), ...data } });

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters and verifies only the right password', async () => {
    const hash = await hashPassword('Kotonoha#2024');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Kotonoha#2024')).toBe(true);
    expect(await verifyPassword(hash, 'kotonoha#2024')).toBe(false);
    expect(await verifyPassword('not a hash', 'Kotonoha#2024')).toBe(false);
    expect(await hashPassword('Kotonoha#2024')).not.toBe(hash); // salted
  });
});

describe('link tokens', () => {
  it('stores only the sha256 of the token', async () => {
    const user = await newUser();
    const token = await issueToken(user.id, user.email, 'verifyEmail');
    const rows = await withPg((pg) => pg.query('SELECT "tokenHash" FROM "AuthToken" WHERE "userId" = $1', [user.id]));
    expect(rows.rows).toEqual([{ tokenHash: hashToken(token) }]);
    expect(JSON.stringify(rows.rows)).not.toContain(token);
  });

  it('are single use', async () => {
    const user = await newUser();
    const token = await issueToken(user.id, user.email, 'resetPassword');
    expect(await consumeToken(token, 'resetPassword')).toEqual({ status: 'valid', userId: user.id, email: user.email });
    expect(await consumeToken(token, 'resetPassword')).toEqual({ status: 'used' });
  });

  it('let only one of two simultaneous uses succeed', async () => {
    const user = await newUser();
    const token = await issueToken(user.id, user.email, 'resetPassword');
    const results = await Promise.all([consumeToken(token, 'resetPassword'), consumeToken(token, 'resetPassword')]);
    expect(results.map((r) => r.status).sort()).toEqual(['used', 'valid']);
  });

  it('expire after 24 h (verification) and 30 min (reset)', async () => {
    expect(TOKEN_LIFETIME_MS).toEqual({ verifyEmail: 24 * 3600_000, resetPassword: 30 * 60_000 });
    const user = await newUser();
    const issuedAt = new Date('2026-01-01T00:00:00Z');
    const verify = await issueToken(user.id, user.email, 'verifyEmail', issuedAt);
    const resetToken = await issueToken(user.id, user.email, 'resetPassword', issuedAt);
    const at = (ms: number) => new Date(issuedAt.getTime() + ms);
    expect((await checkToken(verify, 'verifyEmail', at(24 * 3600_000 - 1000))).status).toBe('valid');
    expect((await checkToken(verify, 'verifyEmail', at(24 * 3600_000))).status).toBe('expired');
    expect((await checkToken(resetToken, 'resetPassword', at(29 * 60_000))).status).toBe('valid');
    expect((await consumeToken(resetToken, 'resetPassword', at(30 * 60_000 + 1))).status).toBe('expired');
  });

  it('are bound to their kind, and unknown ones are invalid', async () => {
    const user = await newUser();
    const token = await issueToken(user.id, user.email, 'verifyEmail');
    expect((await checkToken(token, 'resetPassword')).status).toBe('invalid');
    expect((await checkToken('made-up', 'verifyEmail')).status).toBe('invalid');
    expect((await checkToken('', 'verifyEmail')).status).toBe('invalid');
  });

  it('can be revoked, and then say so rather than "used"', async () => {
    const user = await newUser();
    const token = await issueToken(user.id, user.email, 'verifyEmail');
    await revokeTokens(user.id, 'verifyEmail', 'emailChange');
    expect(await verifyEmailWithToken(token)).toBe('revoked');
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBeNull();
  });

  it('verify the email address once', async () => {
    const user = await newUser();
    const token = await issueToken(user.id, user.email, 'verifyEmail');
    expect(await verifyEmailWithToken(token)).toBe('verified');
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBeInstanceOf(Date);
    expect(await verifyEmailWithToken(token)).toBe('used');
  });
});

describe('rate limits in PostgreSQL', () => {
  it('allow the configured number of attempts, then refuse with the time to wait', async () => {
    const key = uniqueEmail('limit');
    for (let i = 0; i < RATE_LIMITS.loginPerAccountIp.points; i++) await consume([['loginPerAccountIp', key]]);
    const error = await consume([['loginPerAccountIp', key]]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    const { duration } = RATE_LIMITS.loginPerAccountIp;
    expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThan(duration - 10);
    expect((error as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(duration);
    // Other keys are not affected.
    await expect(consume([['loginPerAccountIp', uniqueEmail('other')]])).resolves.toBeUndefined();
  });

  it('keep their counts in the database, shared by every app instance', async () => {
    const key = uniqueEmail('shared');
    await consume([['resetPerEmail', key]]);
    await consume([['resetPerEmail', key.toUpperCase()]]);
    const { rows } = await withPg((pg) =>
      pg.query('SELECT points FROM "RateLimit" WHERE key = $1', [`resetPerEmail:${storedKey('resetPerEmail', key)}`]),
    );
    expect(rows).toEqual([{ points: 2 }]);
  });

  it('never hold an email address: the limits of an address count under its HMAC', async () => {
    const email = uniqueEmail('Kept.Private');
    const local = email.split('@')[0]!.toLowerCase();
    const headers = new Headers({ [PEER_ADDRESS_HEADER]: '10.9.0.77' });
    expect(await authorizeCredentials({ email, password: 'Wrong#1aA' }, headers)).toBeNull();
    await consume([['resetPerEmail', email]]);
    const { rows } = await withPg((pg) => pg.query<{ key: string }>('SELECT key FROM "RateLimit"'));
    const keys = rows.map((row) => row.key);
    expect(keys.filter((key) => key.toLowerCase().includes(local))).toEqual([]);
    for (const [name, key] of [
      ['loginPerAccount', email],
      ['loginPerAccountIp', accountAtIp(email, '10.9.0.77')],
      ['resetPerEmail', email],
    ] as const) {
      expect(storedKey(name, key)).toMatch(/^hmac:[0-9a-f]{64}$/);
      expect(keys).toContain(`${name}:${storedKey(name, key)}`);
    }
    // An IP address stays readable.
    expect(keys).toContain('loginPerIp:10.9.0.77');
  });

  it('lose the rows written with the address itself when migrated', async () => {
    const email = uniqueEmail('before-hmac');
    const old = [`loginPerAccount:${email}`, `loginPerAccountIp:${email} 10.9.0.1`, `resetPerEmail:${email}`];
    const sql = readFileSync(
      new URL('../../prisma/migrations/20261128070000_rate_limit_address_keys/migration.sql', import.meta.url),
      'utf8',
    );
    const { rows } = await withPg(async (pg) => {
      for (const key of [...old, 'loginPerIp:10.9.0.1', 'verifyCooldown:some-user-id']) {
        await pg.query(
          `INSERT INTO "RateLimit" (key, points, expire) VALUES ($1, 1, now() + interval '1 hour') ON CONFLICT DO NOTHING`,
          [key],
        );
      }
      await pg.query(sql);
      return pg.query<{ key: string }>('SELECT key FROM "RateLimit" WHERE key = ANY($1)', [
        [...old, 'loginPerIp:10.9.0.1', 'verifyCooldown:some-user-id'],
      ]);
    });
    expect(rows.map((row) => row.key).sort()).toEqual(['loginPerIp:10.9.0.1', 'verifyCooldown:some-user-id']);
  });

  it('count concurrent attempts without losing any', async () => {
    const key = uniqueEmail('burst');
    const results = await Promise.allSettled(
      Array.from({ length: RATE_LIMITS.signUpPerIp.points + 5 }, () => consume([['signUpPerIp', key]])),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(RATE_LIMITS.signUpPerIp.points);
  });

  it('can be reset (a successful login clears the email counter)', async () => {
    const key = uniqueEmail('reset');
    for (let i = 0; i < RATE_LIMITS.verifyCooldown.points; i++) await consume([['verifyCooldown', key]]);
    await expect(consume([['verifyCooldown', key]])).rejects.toBeInstanceOf(RateLimitedError);
    await reset('verifyCooldown', key);
    await expect(consume([['verifyCooldown', key]])).resolves.toBeUndefined();
  });

  it('start a new window once the old one expired', async () => {
    const key = uniqueEmail('window');
    await consume([['verifyCooldown', key]]);
    await withPg((pg) =>
      pg.query(`UPDATE "RateLimit" SET expire = now() - interval '1 second' WHERE key = $1`, [`verifyCooldown:${key}`]),
    );
    await expect(consume([['verifyCooldown', key]])).resolves.toBeUndefined();
  });
});

describe('sessions (the jwt callback)', () => {
  const jwt = ({ token, user }: { token: Record<string, unknown>; user?: { id: string } }) => refreshToken(token, user);

  it('issues the token at the user’s session version with fresh profile fields', async () => {
    const user = await newUser({ passwordHash: await hashPassword('Kotonoha#2024') });
    const token = await jwt({ token: {}, user: { id: user.id } });
    expect(token).toMatchObject({ sub: user.id, sv: 0, email: user.email, ev: false, hp: true });
  });

  it('ends every session issued before a password change', async () => {
    const user = await newUser();
    const token = (await jwt({ token: {}, user: { id: user.id } }))!;
    expect(await jwt({ token: { ...token } })).not.toBeNull();
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await jwt({ token: { ...token } })).toBeNull();
    // A new sign-in gets the new version and works.
    const fresh = (await jwt({ token: {}, user: { id: user.id } }))!;
    expect(fresh.sv).toBe(1);
    expect(await jwt({ token: { ...fresh } })).not.toBeNull();
  });

  it('ends the session of a deleted user', async () => {
    const user = await newUser();
    const token = (await jwt({ token: {}, user: { id: user.id } }))!;
    await db.user.delete({ where: { id: user.id } });
    expect(await jwt({ token: { ...token } })).toBeNull();
  });

  it('reflects verification on the next read', async () => {
    const user = await newUser();
    const token = (await jwt({ token: {}, user: { id: user.id } }))!;
    await db.user.update({ where: { id: user.id }, data: { emailVerified: new Date() } });
    expect(await jwt({ token: { ...token } })).toMatchObject({ ev: true });
  });
});

describe('email + password login (authorize)', () => {
  // What the server writes for a request from `ip` (no proxy configured: the socket's address).
  const headers = (ip: string) => new Headers({ [PEER_ADDRESS_HEADER]: ip });

  it('accepts the right password with any letter case in the email, refuses a wrong one or an unknown email alike', async () => {
    const user = await newUser({ passwordHash: await hashPassword('Kotonoha#2024') });
    const ip = `10.1.${Math.floor(Math.random() * 250)}.1`;
    expect(
      await authorizeCredentials({ email: user.email.toUpperCase(), password: 'Kotonoha#2024' }, headers(ip)),
    ).toMatchObject({ id: user.id });
    expect(await authorizeCredentials({ email: user.email, password: 'Kotonoha#2025' }, headers(ip))).toBeNull();
    expect(
      await authorizeCredentials({ email: uniqueEmail('nobody'), password: 'Kotonoha#2024' }, headers(ip)),
    ).toBeNull();
    expect(await authorizeCredentials({ email: 'not an email', password: 'x' }, headers(ip))).toBeNull();
  });

  it('refuses a Google-only account (no password)', async () => {
    const user = await newUser();
    expect(
      await authorizeCredentials({ email: user.email, password: 'Kotonoha#2024' }, headers('10.2.0.1')),
    ).toBeNull();
  });

  it('stops guessing from one address after ten wrong passwords, even with the right one', async () => {
    const user = await newUser({ passwordHash: await hashPassword('Kotonoha#2024') });
    for (let i = 0; i < RATE_LIMITS.loginPerAccountIp.points; i++) {
      expect(
        await authorizeCredentials({ email: user.email, password: `Wrong#${i}aA` }, headers('10.3.0.1')),
      ).toBeNull();
    }
    await expect(
      authorizeCredentials({ email: user.email, password: 'Kotonoha#2024' }, headers('10.3.0.1')),
    ).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('a stranger’s wrong passwords do not lock the owner out', async () => {
    const user = await newUser({ passwordHash: await hashPassword('Kotonoha#2024') });
    for (let i = 0; i < RATE_LIMITS.loginPerAccountIp.points + 2; i++) {
      await authorizeCredentials({ email: user.email, password: `Wrong#${i}aA` }, headers('10.3.1.1')).catch(
        (error: unknown) => expect(error).toBeInstanceOf(RateLimitedError),
      );
    }
    expect(
      await authorizeCredentials({ email: user.email, password: 'Kotonoha#2024' }, headers('10.3.2.1')),
    ).toMatchObject({ id: user.id });
  });

  it('stops guessing spread over many addresses at the per-account ceiling', async () => {
    const user = await newUser({ passwordHash: await hashPassword('Kotonoha#2024') });
    for (let i = 0; i < RATE_LIMITS.loginPerAccount.points; i++) await consume([['loginPerAccount', user.email]]);
    await expect(
      authorizeCredentials({ email: user.email, password: 'Kotonoha#2024' }, headers('10.3.3.1')),
    ).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('stops one address trying many emails after the per-IP limit', async () => {
    const ip = `10.4.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < RATE_LIMITS.loginPerIp.points; i++) await consume([['loginPerIp', ip]]);
    await expect(
      authorizeCredentials({ email: uniqueEmail('ip'), password: 'Kotonoha#2024' }, headers(ip)),
    ).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('clears the email-at-this-address counter after a successful login', async () => {
    const user = await newUser({ passwordHash: await hashPassword('Kotonoha#2024') });
    for (let i = 0; i < RATE_LIMITS.loginPerAccountIp.points - 1; i++) {
      await authorizeCredentials({ email: user.email, password: 'Wrong#1aA' }, headers('10.5.0.1'));
    }
    expect(
      await authorizeCredentials({ email: user.email, password: 'Kotonoha#2024' }, headers('10.5.0.1')),
    ).not.toBeNull();
    for (let i = 0; i < RATE_LIMITS.loginPerAccountIp.points - 1; i++) {
      expect(await authorizeCredentials({ email: user.email, password: 'Wrong#1aA' }, headers('10.5.0.1'))).toBeNull();
    }
  });
});

describe('linking Google', () => {
  it('verifies the address of a new Google account', async () => {
    const user = await newUser();
    await googleLinked(user.id);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBeInstanceOf(Date);
  });

  it('drops the password of an unverified account with that address and ends its sessions', async () => {
    const user = await newUser({ passwordHash: await hashPassword('Attacker#1') });
    await googleLinked(user.id);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ passwordHash: null, sessionVersion: 1 });
    expect(row.emailVerified).toBeInstanceOf(Date);
  });

  it('keeps the password of an already verified account', async () => {
    const passwordHash = await hashPassword('Owner#1234');
    const user = await newUser({ passwordHash, emailVerified: new Date() });
    await googleLinked(user.id);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      passwordHash,
      sessionVersion: 0,
    });
  });
});

import { encode } from 'next-auth/jwt';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { decodeSessionCookie, rememberedSessionCookies } from '../../lib/auth/session-token-cache';

const SALT = 'authjs.session-token';

beforeAll(() => {
  vi.stubEnv('AUTH_SECRET', 'unit-test-secret-unit-test-secret-0123456789');
});
afterEach(() => {
  vi.useRealTimers();
});

const sealed = (payload: Record<string, unknown>, maxAge = 60 * 60) =>
  encode({ token: payload, secret: process.env.AUTH_SECRET!, salt: SALT, maxAge });

describe('decodeSessionCookie', () => {
  it('reads a session cookie, and the same cookie again from memory as an independent copy', async () => {
    const cookie = await sealed({ sub: 'user-1', email: 'a@example.test', sv: 3 });
    expect(await decodeSessionCookie(cookie, SALT)).toMatchObject({ sub: 'user-1', email: 'a@example.test', sv: 3 });
    const remembered = rememberedSessionCookies();
    // The session check writes into the token it gets (refreshToken); that must not reach the next request.
    for (let request = 0; request < 3; request++) {
      const token = await decodeSessionCookie(cookie, SALT);
      expect(token).toMatchObject({ sub: 'user-1', sv: 3 });
      token!.sub = 'changed by the caller';
      token!.sv = 4;
    }
    expect(rememberedSessionCookies()).toBe(remembered);
  });

  it('refuses a tampered cookie, another salt and a cookie sealed with another key, and remembers none', async () => {
    const cookie = await sealed({ sub: 'user-2' });
    const before = rememberedSessionCookies();
    const tampered = `${cookie.slice(0, -4)}${cookie.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect(await decodeSessionCookie(tampered, SALT)).toBeNull();
    expect(await decodeSessionCookie(cookie, '__Secure-authjs.session-token')).toBeNull();
    const foreign = await encode({
      token: { sub: 'user-2' },
      secret: 'another-secret-another-secret-0123456789',
      salt: SALT,
    });
    expect(await decodeSessionCookie(foreign, SALT)).toBeNull();
    expect(rememberedSessionCookies()).toBe(before);
  });

  it('stops answering for a remembered cookie once its token has expired', async () => {
    const cookie = await sealed({ sub: 'user-3' }, 60);
    expect(await decodeSessionCookie(cookie, SALT)).toMatchObject({ sub: 'user-3' });
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    expect(await decodeSessionCookie(cookie, SALT)).toMatchObject({ sub: 'user-3' }); // within jose's 15 s tolerance
    vi.setSystemTime(Date.now() + 30_000);
    expect(await decodeSessionCookie(cookie, SALT)).toBeNull();
  });
});

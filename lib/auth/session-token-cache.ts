// Session cookies decoded once per process, not on every request.
import { decode, type JWT } from 'next-auth/jwt';

import { serverEnv } from '@/lib/env/server';

import { resolveAuthSecret } from './secret';

/** Recently seen session cookies; a visitor's cookie stays the same for a day (lib/auth/session-refresh.ts). */
const MAX_ENTRIES = 2000;
/** jose accepts a token up to this long after its `exp` when Auth.js decodes it; so do we. */
const CLOCK_TOLERANCE_SECONDS = 15;

const decoded = new Map<string, JWT>();

/**
 * Auth.js's `decode` of a session cookie, remembered by the cookie's exact value. Decrypting costs ~1.2 ms
 * of CPU (a key derivation and AES with HMAC on every call), a tenth of a small signed-in page's server time,
 * and a signed-in visitor sends the same cookie with every request. The cookie is authenticated encryption,
 * so one value always decodes to the same payload: only values that decoded are remembered, and an entry is
 * dropped once the token expires. Callers get a copy (the session check updates the token it reads).
 * This decides nothing about the session's validity beyond the cookie itself: the user row is still checked
 * on every read (lib/auth/callbacks.ts, refreshToken).
 */
export async function decodeSessionCookie(value: string, salt: string): Promise<JWT | null> {
  const key = `${salt}\u0000${value}`;
  const now = Date.now() / 1000;
  const known = decoded.get(key);
  if (known) {
    decoded.delete(key);
    if (!isExpired(known, now)) {
      decoded.set(key, known); // most recently used last
      return { ...known };
    }
  }
  const token = await decode({ token: value, secret: resolveAuthSecret(serverEnv().AUTH_SECRET), salt }).catch(
    () => null,
  );
  if (!token || isExpired(token, now)) return null;
  decoded.set(key, token);
  if (decoded.size > MAX_ENTRIES) decoded.delete(decoded.keys().next().value!);
  return { ...token };
}

function isExpired(token: JWT, now: number): boolean {
  return typeof token.exp === 'number' && token.exp + CLOCK_TOLERANCE_SECONDS < now;
}

/** For tests: how many cookies are remembered. */
export function rememberedSessionCookies(): number {
  return decoded.size;
}

// The signed-in user of a request's cookies: what getOptionalUser (lib/auth/session.ts) answers for pages and
// actions, and what the proxy checks before it serves the community's cached results. No Next.js request APIs
// here, so the proxy can use it.
import 'server-only';

import { refreshToken, sessionUserFromToken, type WhenUnreachable } from './callbacks';
import { SESSION_COOKIES } from './session-refresh';
import { decodeSessionCookie } from './session-token-cache';

export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  image: string | null;
  emailVerified: boolean;
  /** False for an account that only signs in with Google (it may set a password). */
  hasPassword: boolean;
};

type CookieJar = {
  get(name: string): { value: string } | undefined;
  getAll(): { name: string; value: string }[];
};

/**
 * The signed-in user of a cookie jar (`cookies()` in a page, `request.cookies` in the proxy), checked against
 * the database like getOptionalUser; null for a guest or an ended session. During a database outage the proxy
 * (which only picks the page to render, and that page checks again) keeps the token's claims; pages and actions
 * pass 'fail' (see WhenUnreachable).
 */
export async function sessionUserFromCookies(
  jar: CookieJar,
  whenUnreachable: WhenUnreachable = 'keepToken',
): Promise<SessionUser | null> {
  for (const name of SESSION_COOKIES) {
    const value = jar.get(name)?.value ?? joinedChunks(jar.getAll(), name);
    if (value === undefined) continue;
    if (!value) return null; // signed out in this request
    const token = await decodeSessionCookie(value, name);
    const refreshed = token ? await refreshToken(token, undefined, whenUnreachable) : null;
    return refreshed ? sessionUserFromToken(refreshed) : null;
  }
  return null;
}

/** Auth.js splits a cookie over 4 kB into `name.0`, `name.1`, …; ours stay small, but read them all the same. */
function joinedChunks(all: { name: string; value: string }[], name: string): string | undefined {
  const chunks = all
    .map((cookie) => ({ index: Number(cookie.name.slice(name.length + 1)), value: cookie.value }))
    .filter((chunk, i) => all[i].name.startsWith(`${name}.`) && Number.isInteger(chunk.index));
  if (chunks.length === 0) return undefined;
  return chunks
    .sort((a, b) => a.index - b.index)
    .map((chunk) => chunk.value)
    .join('');
}

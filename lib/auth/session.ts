// Who is signed in, for server components, pages and server actions. Every data access and
// action checks the user through these; the proxy's redirects are only a convenience.
import 'server-only';

import { getLocale } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';

import { redirect } from '@/lib/i18n/navigation';

import { redirectTargetLocale, safeRedirectTarget } from './redirect-target';
import { type SessionUser, sessionUserFromCookies } from './session-user';

export type { SessionUser } from './session-user';

/**
 * The signed-in user, or null for guests. Also null when the session's user was deleted or its
 * session version is stale (password changed or reset elsewhere): the token is checked against the
 * database on every read, by the same `refreshToken` as Auth.js's `jwt` callback. Cached per request.
 * Throws SessionCheckUnavailableError when the database is unreachable (the error screen, never a guess).
 *
 * Read from the session cookie as `cookies()` holds it, not through Auth.js's `auth()`:
 * - `cookies()` also sees a cookie set or deleted earlier in this request. A server action that signs the
 *   user in again (a password change) or out sets it, and Next.js renders the page in the same request,
 *   whose Cookie header — what `auth()` reads — still carries the old, now invalid, session.
 * - `auth()` answers a synthetic /api/auth/session request, which also encrypts a renewed token that a
 *   page cannot set anyway; that was about a third of a signed-in page's server time. The session is
 *   renewed by GET /api/auth/session instead (lib/auth/session-refresh.ts).
 */
export const getOptionalUser = cache(async (): Promise<SessionUser | null> =>
  sessionUserFromCookies(await cookies(), 'fail'),
);

export type RequireUserOptions = {
  /** Also require a verified email address (creating and editing sets, my sets, community). */
  verified?: boolean;
};

/**
 * The current path and query, for `?redirect=` after login. The proxy passes the visitor's
 * (locale-prefixed, appearance-free) address in `x-kotonoha-path`.
 */
async function currentPath(): Promise<string | undefined> {
  return (await headers()).get('x-kotonoha-path') ?? undefined;
}

/**
 * For server pages and layouts: the signed-in user, else a redirect —
 * a guest to `/{locale}/auth/login?redirect=<current path>`, an unverified user (with
 * `verified: true`) to `/{locale}/auth/verify-email`. Makes the page dynamic.
 */
export async function requireUserPage(options: RequireUserOptions = {}): Promise<SessionUser> {
  const user = await getOptionalUser();
  const locale = await getLocale();
  if (!user) {
    const path = await currentPath();
    const query = path ? `?${new URLSearchParams({ redirect: path })}` : '';
    redirect({ href: `/auth/login${query}`, locale });
  }
  if (options.verified && !user!.emailVerified) redirect({ href: '/auth/verify-email', locale });
  return user!;
}

/**
 * For guest-only pages (login, sign-up): a signed-in visitor goes on to the `redirect` target when it is a
 * same-site path, else to /flash-cards.
 */
export async function requireGuestPage(redirectTarget: string | undefined): Promise<void> {
  if (!(await getOptionalUser())) return;
  const locale = redirectTargetLocale(redirectTarget) ?? (await getLocale());
  redirect({ href: safeRedirectTarget(redirectTarget), locale });
}

/** What a server action returns when its caller may not run it (HTTP 401 / 403 in spirit). */
type UnauthorizedResult = { ok: false; error: 'unauthorized' | 'unverified' };

export type RequireUserActionResult = { ok: true; user: SessionUser } | UnauthorizedResult;

/**
 * For server actions and route handlers: never throws or redirects for an expected failure, it
 * returns a typed result —
 *   `{ ok: true, user }`, or `{ ok: false, error: 'unauthorized' }` (no session, user deleted, stale
 *   session) or `{ ok: false, error: 'unverified' }` (with `verified: true`).
 * Usage: `const auth = await requireUserAction({ verified: true }); if (!auth.ok) return auth;`
 * The client answers 'unauthorized' by sending the user to /auth/login and 'unverified' by
 * sending them to /auth/verify-email.
 */
export async function requireUserAction(options: RequireUserOptions = {}): Promise<RequireUserActionResult> {
  const user = await getOptionalUser();
  if (!user) return { ok: false, error: 'unauthorized' };
  if (options.verified && !user.emailVerified) return { ok: false, error: 'unverified' };
  return { ok: true, user };
}

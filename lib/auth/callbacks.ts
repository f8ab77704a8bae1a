// What Auth.js calls back into: the credentials check, the token refresh on every session read and
// the Google linking rule. Kept apart from config.ts (which imports next-auth) so the rules can be
// tested against the database directly.
import 'server-only';

import type { JWT } from '@auth/core/jwt';

import { db } from '@/lib/db/client';

import { verifyAgainstDummy, verifyPassword } from './password';
import { clientIp } from '@/lib/http/client-ip';
import { accountAtIp, consume, reset } from '@/lib/security/rate-limit';
import { isSessionOpen, openSession } from './session-rows';
import { loginSchema } from '@/features/auth/schemas';

const userFields = {
  id: true,
  email: true,
  name: true,
  image: true,
  emailVerified: true,
  passwordHash: true,
  sessionVersion: true,
} as const;

/**
 * Email + password. Counts the attempt against the login limits first (throws RateLimitedError): the email from
 * this IP, the email from anywhere, and this IP over all emails. Answers "no" the same way, in the same time, for
 * an unknown email and a wrong password, and clears the email-from-this-IP count after a success.
 */
export async function authorizeCredentials(credentials: unknown, headers: Headers) {
  const parsed = loginSchema.safeParse(credentials);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  const ip = clientIp(headers);
  await consume([
    ['loginPerAccountIp', accountAtIp(email, ip)],
    ['loginPerAccount', email],
    ['loginPerIp', ip],
  ]);
  const user = await db.user.findUnique({ where: { email }, select: userFields });
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !ok) return null;
  await reset('loginPerAccountIp', accountAtIp(email, ip));
  return { id: user.id, email: user.email, name: user.name, image: user.image };
}

/** The session could not be checked: the database is unreachable. Pages show the error screen. */
export class SessionCheckUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('The session could not be checked against the database', options);
    this.name = 'SessionCheckUnavailableError';
  }
}

/**
 * What to do with an existing session when the database cannot be reached:
 * - 'fail' (pages and actions): throw SessionCheckUnavailableError. The token's claims (verified, has a
 *   password) may be stale — a learner verified in another browser still reads unverified — and acting on them
 *   would show a wrong account state (the verify-email screen to a verified learner); the error screen is right.
 * - 'keepToken' (Auth.js's own session endpoint, the proxy's choice of page): keep the signed token as it is.
 *   Auth.js would otherwise treat the error as an invalid session and delete the cookie, signing everybody out
 *   during an outage; what it answers only names the user in the header, and the page itself checks with 'fail'.
 */
export type WhenUnreachable = 'fail' | 'keepToken';

/**
 * The `jwt` callback: runs on sign-in and on every session read. The user row is read each time,
 * so a deleted account, a stale session version (password changed or reset elsewhere) or a closed
 * session (signed out: its Session row is gone) ends the session at once (null clears the cookie),
 * and the token carries fresh profile fields.
 */
export async function refreshToken(
  token: JWT,
  user?: { id?: string },
  whenUnreachable: WhenUnreachable = 'fail',
): Promise<JWT | null> {
  const id = user?.id ?? token.sub;
  if (!id) return null;
  let row;
  let open = true;
  try {
    row = await db.user.findUnique({ where: { id }, select: userFields });
    if (row && user) token.sid = await openSession(row.id);
    else if (row) open = await isSessionOpen(row.id, token.sid);
  } catch (error) {
    // At sign-in an outage is an error either way.
    if (user || whenUnreachable === 'fail') throw new SessionCheckUnavailableError({ cause: error });
    return token;
  }
  if (!row || !open) return null;
  if (user) token.sv = row.sessionVersion;
  else if (token.sv !== row.sessionVersion) return null;
  token.sub = row.id;
  token.email = row.email;
  token.name = row.name;
  token.picture = row.image;
  token.ev = row.emailVerified !== null;
  token.hp = row.passwordHash !== null;
  return token;
}

/** The signed-in user as pages and actions see it, from a (refreshed) token; the `session` callback too. */
export function sessionUserFromToken(token: JWT) {
  if (!token.sub || !token.email) return null;
  return {
    id: token.sub,
    email: token.email,
    name: token.name ?? null,
    image: token.picture ?? null,
    emailVerified: token.ev === true,
    hasPassword: token.hp === true,
  };
}

/**
 * Google was linked to the user (new account, or an existing one with the same address — only
 * allowed when Google vouches for it). An account without a display name or picture takes Google's
 * (`profile`: what the provider's profile callback made of Google's). Google has just proven the
 * address: mark it verified. If someone had signed up with it by password and never verified it, that
 * password may be an attacker's (account pre-hijacking): drop it and end its sessions; the owner can set
 * their own.
 */
export async function googleLinked(
  userId: string,
  profile?: { name?: string | null; image?: string | null },
): Promise<void> {
  const row = await db.user.findUnique({
    where: { id: userId },
    select: { emailVerified: true, passwordHash: true, name: true, image: true },
  });
  if (!row) return;
  const name = row.name ?? profile?.name ?? null;
  const image = row.image ?? profile?.image ?? null;
  if (name !== row.name || image !== row.image) await db.user.update({ where: { id: userId }, data: { name, image } });
  if (row.emailVerified) return;
  await db.user.update({
    where: { id: userId },
    data: {
      emailVerified: new Date(),
      ...(row.passwordHash ? { passwordHash: null, sessionVersion: { increment: 1 } } : {}),
    },
  });
}

declare module '@auth/core/jwt' {
  interface JWT {
    /** The user's session version when this token was issued. */
    sv?: number;
    /** The id of this session's row (lib/auth/session-rows.ts). */
    sid?: string;
    /** Email verified. */
    ev?: boolean;
    /** Has a password (false for Google-only accounts). */
    hp?: boolean;
  }
}

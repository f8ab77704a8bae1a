// Single-use links for email verification and password reset. The mail carries a random token;
// only its sha256 is stored, so a database leak does not leak usable links.
import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { db } from '@/lib/db/client';
import type { AuthTokenKind, AuthTokenRevocation } from '@/lib/generated/prisma/client';

/** How long a link stays valid. */
export const TOKEN_LIFETIME_MS: Record<AuthTokenKind, number> = {
  verifyEmail: 24 * 60 * 60 * 1000,
  resetPassword: 30 * 60 * 1000,
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a link token of `kind` for the user, bound to the address it is mailed to; returns the raw token (for
 * the mail only). A link proves only that its reader can read mail at that address, so it is worth nothing
 * once the account has another address. A new reset link voids the older ones of the account: only the latest
 * mail's link sets a password, so an old mail found later (a shared inbox, a forwarded mail) opens nothing.
 */
export async function issueToken(
  userId: string,
  email: string,
  kind: AuthTokenKind,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const create = db.authToken.create({
    data: {
      userId,
      email,
      kind,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]),
    },
  });
  if (kind === 'resetPassword') await db.$transaction([revocation(userId, kind, 'newerLink', now), create]);
  else await create;
  return token;
}

/**
 * What a link is worth: valid, or why not — expired, used, replaced (a newer link of its kind was sent), revoked
 * (the address changed, or the password was reset with another link), invalid (unknown or of another kind).
 */
export type TokenCheck =
  | { status: 'valid'; userId: string; email: string }
  | { status: 'expired' | 'used' | 'replaced' | 'revoked' | 'invalid' };

/** What a link's token is worth, without using it (to show the reset form or a clear message). */
export async function checkToken(token: string, kind: AuthTokenKind, now = new Date()): Promise<TokenCheck> {
  if (!token || token.length > 200) return { status: 'invalid' };
  const row = await db.authToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      kind: true,
      userId: true,
      email: true,
      usedAt: true,
      revokedAt: true,
      revokedBy: true,
      expiresAt: true,
      user: { select: { email: true } },
    },
  });
  if (!row || row.kind !== kind) return { status: 'invalid' };
  if (row.usedAt) return { status: 'used' };
  if (row.revokedAt) return { status: row.revokedBy === 'newerLink' ? 'replaced' : 'revoked' };
  if (row.expiresAt <= now) return { status: 'expired' };
  // Sent to an address the account no longer has (an email change also revokes them; this holds regardless).
  if (row.user.email !== row.email) return { status: 'revoked' };
  return { status: 'valid', userId: row.userId, email: row.email };
}

/**
 * Uses the token: marks it used in the same statement that checks it is unused, unexpired and still addressed to
 * the account's address, so two clicks racing each other (or an email change) cannot both succeed.
 */
export async function consumeToken(token: string, kind: AuthTokenKind, now = new Date()): Promise<TokenCheck> {
  const checked = await checkToken(token, kind, now);
  if (checked.status !== 'valid') return checked;
  const { count } = await db.authToken.updateMany({
    where: {
      tokenHash: hashToken(token),
      kind,
      usedAt: null,
      revokedAt: null,
      expiresAt: { gt: now },
      user: { is: { email: checked.email } },
    },
    data: { usedAt: now },
  });
  return count === 1 ? checked : { status: 'used' };
}

/** Makes every open link of the user unusable: of `kind` (after a reset), or all of them (an email change). */
export async function revokeTokens(
  userId: string,
  kind: AuthTokenKind | undefined,
  reason: AuthTokenRevocation,
  now = new Date(),
): Promise<void> {
  await revocation(userId, kind, reason, now);
}

const revocation = (userId: string, kind: AuthTokenKind | undefined, reason: AuthTokenRevocation, now: Date) =>
  db.authToken.updateMany({
    where: { userId, kind, usedAt: null, revokedAt: null },
    data: { revokedAt: now, revokedBy: reason },
  });

// Single-use links for email verification and password reset. The mail carries a random token;
// only its sha256 is stored, so a database leak does not leak usable links.
import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { db } from '@/lib/db/client';
import type { AuthTokenKind } from '@/lib/generated/prisma/client';

/** How long a link stays valid. */
export const TOKEN_LIFETIME_MS: Record<AuthTokenKind, number> = {
  verifyEmail: 24 * 60 * 60 * 1000,
  resetPassword: 30 * 60 * 1000,
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a link token of `kind` for the user; returns the raw token (for the mail only). */
export async function issueToken(userId: string, kind: AuthTokenKind, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.authToken.create({
    data: { userId, kind, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]) },
  });
  return token;
}

export type TokenCheck = { status: 'valid'; userId: string } | { status: 'expired' | 'used' | 'invalid' };

/** What a link's token is worth, without using it (to show the reset form or a clear message). */
export async function checkToken(token: string, kind: AuthTokenKind, now = new Date()): Promise<TokenCheck> {
  if (!token || token.length > 200) return { status: 'invalid' };
  const row = await db.authToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.kind !== kind) return { status: 'invalid' };
  if (row.usedAt) return { status: 'used' };
  if (row.expiresAt <= now) return { status: 'expired' };
  return { status: 'valid', userId: row.userId };
}

/**
 * Uses the token: marks it used in the same statement that checks it is unused and unexpired, so
 * two clicks racing each other cannot both succeed.
 */
export async function consumeToken(token: string, kind: AuthTokenKind, now = new Date()): Promise<TokenCheck> {
  const checked = await checkToken(token, kind, now);
  if (checked.status !== 'valid') return checked;
  const { count } = await db.authToken.updateMany({
    where: { tokenHash: hashToken(token), kind, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  return count === 1 ? checked : { status: 'used' };
}

/** Makes every open link of `kind` for the user unusable (after a reset, or an email change). */
export async function revokeTokens(userId: string, kind: AuthTokenKind, now = new Date()): Promise<void> {
  await db.authToken.updateMany({ where: { userId, kind, usedAt: null }, data: { usedAt: now } });
}

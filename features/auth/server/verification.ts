import 'server-only';

import { db } from '@/lib/db/client';

import { consumeToken } from './tokens';

export type VerificationStatus = 'verified' | 'expired' | 'used' | 'revoked' | 'invalid';

/**
 * Marks the token's address verified, if it is still the account's address (checked in the same statement, so an
 * email change racing the click cannot verify the new, unproven one). A used link of a verified user reads "used".
 */
export async function verifyEmailWithToken(token: string, now = new Date()): Promise<VerificationStatus> {
  const checked = await consumeToken(token, 'verifyEmail', now);
  // Only reset links are replaced by newer ones; for a verification link it would read as revoked.
  if (checked.status === 'replaced') return 'revoked';
  if (checked.status !== 'valid') return checked.status;
  const owner = { id: checked.userId, email: checked.email };
  await db.user.updateMany({ where: { ...owner, emailVerified: null }, data: { emailVerified: now } });
  const row = await db.user.findFirst({ where: owner, select: { emailVerified: true } });
  return row?.emailVerified ? 'verified' : 'invalid';
}

import 'server-only';

import { db } from '@/lib/db/client';

import { consumeToken } from './tokens';

export type VerificationStatus = 'verified' | 'expired' | 'used' | 'invalid';

/** Marks the token's user as verified. A used link of an already verified user still reads "used". */
export async function verifyEmailWithToken(token: string, now = new Date()): Promise<VerificationStatus> {
  const checked = await consumeToken(token, 'verifyEmail', now);
  if (checked.status !== 'valid') return checked.status;
  await db.user.updateMany({ where: { id: checked.userId, emailVerified: null }, data: { emailVerified: now } });
  return 'verified';
}

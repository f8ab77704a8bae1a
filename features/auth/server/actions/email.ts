'use server';
// The verify-email screen: sending the link again, and correcting the address it goes to.
import { defineAction } from '@/lib/actions/define-action';
import { db } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';

import { canSendAccountMail, sendVerificationMail } from '../mails';
import { consume } from '@/lib/security/rate-limit';
import type { AuthResult } from '../../results';
import { changeEmailSchema, redirectTargetSchema } from '../../schemas';
import { issueToken, revokeTokens } from '../tokens';
import { currentLocale, isRecipientRejected } from './support';

export const resendVerificationAction = defineAction(
  { name: 'resendVerificationAction', access: 'user', args: [redirectTargetSchema] },
  async ({ user }, redirect): Promise<AuthResult> => {
    if (user.emailVerified) return { ok: true };
    if (!canSendAccountMail()) return { ok: false, error: 'mailUnavailable' };
    await consume([
      ['verifyCooldown', user.id],
      ['verifyPerDay', user.id],
    ]);
    try {
      await sendVerificationMail(
        user.email,
        await issueToken(user.id, user.email, 'verifyEmail'),
        await currentLocale(),
        redirect,
      );
    } catch (error) {
      if (isRecipientRejected(error)) return { ok: false, error: 'emailNotValid' };
      throw error;
    }
    return { ok: true };
  },
);

/** Corrects the address of an account that is still awaiting verification, and mails the new one. */
export const changeEmailAction = defineAction(
  { name: 'changeEmailAction', access: 'user', args: [changeEmailSchema, redirectTargetSchema] },
  async ({ user }, { email }, redirect): Promise<AuthResult> => {
    // A verified address is proven; changing it would need a flow of its own.
    if (user.emailVerified) return { ok: false, error: 'unknown' };
    if (email === user.email) return { ok: true };
    if (!canSendAccountMail()) return { ok: false, error: 'mailUnavailable' };
    await consume([['changeEmailPerUser', user.id]]);
    if (await db.user.findUnique({ where: { email }, select: { id: true } })) return { ok: false, error: 'emailTaken' };
    try {
      await db.user.update({ where: { id: user.id }, data: { email } });
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, error: 'emailTaken' };
      throw error;
    }
    // Every link sent to the old address (verification and reset alike) is void: none may prove the new one.
    await revokeTokens(user.id, undefined, 'emailChange');
    try {
      await sendVerificationMail(
        email,
        await issueToken(user.id, email, 'verifyEmail'),
        await currentLocale(),
        redirect,
      );
    } catch (error) {
      if (isRecipientRejected(error)) {
        await db.user.update({ where: { id: user.id }, data: { email: user.email } });
        return { ok: false, error: 'emailNotValid' };
      }
      console.error('[auth] verification mail failed', error);
    }
    return { ok: true };
  },
);

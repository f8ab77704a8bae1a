'use server';
// Passwords: the reset link (asked for, then used), a change with the current one, and a first password for an
// account that signs in with Google only.
import { headers } from 'next/headers';
import { after } from 'next/server';

import { defineAction } from '@/lib/actions/define-action';
import { db } from '@/lib/db/client';

import { canSendAccountMail, sendResetMail } from '../mails';
import { clientIp } from '@/lib/http/client-ip';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { accountAtIp, consume } from '@/lib/security/rate-limit';
import type { AuthResult } from '../../results';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema, setPasswordSchema } from '../../schemas';
import { closeAllSessions } from '@/lib/auth/session-rows';
import { consumeToken, issueToken, revokeTokens } from '../tokens';
import { currentLocale, startSession } from './support';

/**
 * Always answers the same, in the same time, for known and unknown addresses (no account enumeration): the
 * request only counts the limits and schedules the work; looking the address up, making the token and sending the
 * mail happen after the answer has gone (`after`), where their time cannot be measured by the caller.
 */
export const forgotPasswordAction = defineAction(
  {
    name: 'forgotPasswordAction',
    access: 'guest',
    args: [forgotPasswordSchema],
    limits: ({ ip }, { email }) => [
      ['resetPerIp', ip],
      ['resetPerEmail', email],
    ],
  },
  async (_caller, { email }): Promise<AuthResult> => {
    // The same for every address: it depends on the configuration only.
    if (!canSendAccountMail()) return { ok: false, error: 'mailUnavailable' };
    const locale = await currentLocale();
    after(async () => {
      try {
        const user = await db.user.findUnique({ where: { email }, select: { id: true } });
        if (user) await sendResetMail(email, await issueToken(user.id, email, 'resetPassword'), locale);
      } catch (error) {
        // Reported only in the log: the answer must not differ from an unknown address.
        console.error('[auth] reset mail failed', error);
      }
    });
    return { ok: true };
  },
);

/** Sets a new password from a reset link; every session of the user ends. */
export const resetPasswordAction = defineAction(
  { name: 'resetPasswordAction', access: 'guest', args: [resetPasswordSchema] },
  async (_caller, { token, password }): Promise<AuthResult> => {
    const checked = await consumeToken(token, 'resetPassword');
    if (checked.status !== 'valid') {
      return {
        ok: false,
        error: (
          {
            expired: 'linkExpired',
            used: 'linkUsed',
            replaced: 'linkReplaced',
            revoked: 'linkRevoked',
            invalid: 'linkInvalid',
          } as const
        )[checked.status],
      };
    }
    const passwordHash = await hashPassword(password);
    // Only while the account still has the address the link went to (checked in the same statement).
    const owner = { id: checked.userId, email: checked.email };
    const { count } = await db.user.updateMany({
      where: owner,
      data: { passwordHash, sessionVersion: { increment: 1 } },
    });
    if (count !== 1) return { ok: false, error: 'linkInvalid' };
    await db.session.deleteMany({ where: { userId: checked.userId } });
    // The link proved that address, so it counts as verified too.
    await db.user.updateMany({ where: { ...owner, emailVerified: null }, data: { emailVerified: new Date() } });
    await revokeTokens(checked.userId, 'resetPassword', 'passwordReset');
    return { ok: true };
  },
);

/**
 * Changes the password after checking the current one. Every other session ends (the session version goes up);
 * this browser gets a fresh session at the new version.
 */
export const changePasswordAction = defineAction(
  { name: 'changePasswordAction', access: 'user', args: [changePasswordSchema] },
  async ({ user: session }, { currentPassword, password }): Promise<AuthResult> => {
    const user = await db.user.findUnique({ where: { id: session.id }, select: { email: true, passwordHash: true } });
    if (!user) return { ok: false, error: 'unauthorized' };
    // Guessing the current password counts against the same limits as logging in with it.
    const ip = clientIp(await headers());
    await consume([
      ['loginPerAccountIp', accountAtIp(user.email, ip)],
      ['loginPerAccount', user.email],
    ]);
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
      return { ok: false, error: 'changeFailed' };
    }
    await db.user.update({ where: { id: session.id }, data: { passwordHash: await hashPassword(password) } });
    // Every session ends (their rows and, for tokens issued before, the version); this browser gets a new one.
    await closeAllSessions(session.id);
    await startSession(user.email, password);
    return { ok: true };
  },
);

/** Gives a Google-only account a password, so email + password login works too. */
export const setPasswordAction = defineAction(
  { name: 'setPasswordAction', access: 'user', args: [setPasswordSchema] },
  async ({ user }, { password }): Promise<AuthResult> => {
    const passwordHash = await hashPassword(password);
    // Only where there is none yet: replacing a password needs the current one (change password).
    const { count } = await db.user.updateMany({ where: { id: user.id, passwordHash: null }, data: { passwordHash } });
    if (count !== 1) {
      const exists = await db.user.findUnique({ where: { id: user.id }, select: { id: true } });
      return { ok: false, error: exists ? 'setFailed' : 'unauthorized' };
    }
    return { ok: true };
  },
);

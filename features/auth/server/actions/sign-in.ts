'use server';
// Signing in, up and out. Every account action goes through defineAction (lib/actions/define-action.ts), which
// checks the caller, parses each argument with the form's own zod schema, counts the rate limits and answers the
// unexpected; these only do the work.
import { CredentialsSignin } from 'next-auth';

import { defineAction } from '@/lib/actions/define-action';
import { db } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';

import { signOut } from '@/lib/auth/config';
import { canSendAccountMail, sendVerificationMail } from '../mails';
import { hashPassword } from '@/lib/auth/password';
import { RATE_LIMITS } from '@/lib/security/rate-limit';
import { localizedRedirectTarget } from '@/lib/auth/redirect-target';
import { getOptionalUser } from '@/lib/auth/session';
import { closeAllSessions } from '@/lib/auth/session-rows';
import type { AuthResult } from '../../results';
import { loginSchema, redirectTargetSchema, signUpSchema } from '../../schemas';
import { issueToken } from '../tokens';
import { currentLocale, isRecipientRejected, startSession } from './support';

export const loginAction = defineAction(
  { name: 'loginAction', access: 'guest', args: [loginSchema, redirectTargetSchema] },
  async (_caller, { email, password }, redirect): Promise<AuthResult<{ redirectTo: string }>> => {
    try {
      await startSession(email, password);
    } catch (error) {
      if (!(error instanceof CredentialsSignin)) throw error;
      // The login limits are counted inside Auth.js (lib/auth/callbacks.ts), which passes only the code along:
      // tell the user the limit's window as the longest wait.
      if (error.code === 'rate_limited')
        return { ok: false, error: 'rateLimited', retryAfter: RATE_LIMITS.loginPerAccountIp.duration };
      return { ok: false, error: 'invalidCredentials' };
    }
    return { ok: true, redirectTo: localizedRedirectTarget(redirect, await currentLocale()) };
  },
);

export const signUpAction = defineAction(
  {
    name: 'signUpAction',
    access: 'guest',
    args: [signUpSchema, redirectTargetSchema],
    limits: ({ ip }) => [['signUpPerIp', ip]],
  },
  async (_caller, { email, password }, redirect): Promise<AuthResult> => {
    if (!canSendAccountMail()) return { ok: false, error: 'mailUnavailable' };
    if (await db.user.findUnique({ where: { email }, select: { id: true } })) return { ok: false, error: 'emailTaken' };
    const passwordHash = await hashPassword(password);
    let userId: string;
    try {
      ({ id: userId } = await db.user.create({ data: { email, passwordHash }, select: { id: true } }));
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, error: 'emailTaken' };
      throw error;
    }
    try {
      await sendVerificationMail(
        email,
        await issueToken(userId, email, 'verifyEmail'),
        await currentLocale(),
        redirect,
      );
    } catch (error) {
      if (isRecipientRejected(error)) {
        await db.user.delete({ where: { id: userId } });
        return { ok: false, error: 'emailNotValid' };
      }
      // Any other mail failure: the account exists; the verify-email screen can send again.
      console.error('[auth] verification mail failed', error);
    }
    await startSession(email, password);
    return { ok: true };
  },
);

/**
 * What signing out answers: the account that signed out, so that the browser removes what it kept for it (the set
 * form's drafts); null when the session was already gone.
 */
type SignOutResult = AuthResult<{ accountId: string | null }>;

/** Ends every session of the account, this one included: the other browsers and any copied cookie. */
export const signOutEverywhereAction = defineAction(
  { name: 'signOutEverywhereAction', access: 'user', args: [] },
  async ({ user }): Promise<SignOutResult> => {
    await closeAllSessions(user.id);
    await signOut({ redirect: false });
    return { ok: true, accountId: user.id };
  },
);

export const signOutAction = defineAction(
  { name: 'signOutAction', access: 'guest', args: [] },
  async (): Promise<SignOutResult> => {
    // Who is signing out; an unreachable database must not stop the sign-out itself.
    const user = await getOptionalUser().catch(() => null);
    await signOut({ redirect: false });
    return { ok: true, accountId: user?.id ?? null };
  },
);

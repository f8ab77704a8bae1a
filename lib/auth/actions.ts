'use server';
// The account screens' server actions. Each parses its input with the form's own zod schema,
// checks the session itself and answers with a typed ActionResult (never throws for expected
// failures). See lib/auth/results.ts.
import { CredentialsSignin } from 'next-auth';
import { getLocale } from 'next-intl/server';
import { updateTag } from 'next/cache';
import { headers } from 'next/headers';

import { PUBLIC_SETS_CACHE_TAG, setCacheTag } from '@/lib/custom-sets/types';
import { db } from '@/lib/db/client';
import { isLocale, type Locale } from '@/lib/i18n/routing';

import { signIn, signOut } from './config';
import { sendResetMail, sendVerificationMail } from './mails';
import { hashPassword, verifyPassword } from './password';
import { clientIp } from './client-ip';
import { RATE_LIMITS, RateLimitedError, consume } from './rate-limit';
import { safeRedirectTarget } from './redirect-target';
import { fieldErrorsOf, type ActionFailure, type ActionResult } from './results';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  setPasswordSchema,
  signUpSchema,
} from './schemas';
import { getOptionalUser } from './session';
import { consumeToken, issueToken, revokeTokens } from './tokens';

async function currentLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : 'en';
}

const tooMany = (error: RateLimitedError): ActionFailure => ({
  ok: false,
  error: 'tooManyAttempts',
  retryAfter: error.retryAfterSeconds,
});

/** Runs the body; a rate limit becomes 'tooManyAttempts', anything unexpected 'unknown' (logged). */
async function guarded<T extends object = object>(body: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof RateLimitedError) return tooMany(error);
    console.error('[auth] action failed', error);
    return { ok: false, error: 'unknown' };
  }
}

/** An SMTP server's permanent refusal of the recipient: the address cannot receive mail. */
function isRecipientRejected(error: unknown): boolean {
  const e = error as { code?: string; responseCode?: number } | null;
  return e?.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500;
}

/** Signs the user in with email + password, setting the session cookie. Throws CredentialsSignin. */
async function startSession(email: string, password: string): Promise<void> {
  await signIn('credentials', { email, password, redirect: false });
}

export async function loginAction(input: unknown, redirect?: string): Promise<ActionResult<{ redirectTo: string }>> {
  return guarded<{ redirectTo: string }>(async () => {
    const parsed = loginSchema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      return { ok: false, fieldErrors, error: fieldErrors.email ? 'emailNotValid' : undefined };
    }
    try {
      await startSession(parsed.data.email, parsed.data.password);
    } catch (error) {
      if (error instanceof CredentialsSignin) {
        if (error.code !== 'rate_limited') return { ok: false, error: 'invalidCredentials' };
        // Auth.js passes only the code along: tell the user the limit's window as the longest wait.
        return { ok: false, error: 'tooManyAttempts', retryAfter: RATE_LIMITS.loginPerEmail.duration };
      }
      throw error;
    }
    return { ok: true, redirectTo: safeRedirectTarget(redirect) };
  });
}

export async function signUpAction(input: unknown): Promise<ActionResult> {
  return guarded<object>(async () => {
    const parsed = signUpSchema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      return { ok: false, fieldErrors, error: fieldErrors.email ? 'emailNotValid' : undefined };
    }
    const { email, password } = parsed.data;
    await consume([['signUpPerIp', clientIp(await headers())]]);
    if (await db.user.findUnique({ where: { email }, select: { id: true } })) return { ok: false, error: 'emailTaken' };

    const passwordHash = await hashPassword(password);
    let userId: string;
    try {
      ({ id: userId } = await db.user.create({ data: { email, passwordHash }, select: { id: true } }));
    } catch (error) {
      // Two sign-ups with one address at the same moment: the unique index decides.
      if ((error as { code?: string }).code === 'P2002') return { ok: false, error: 'emailTaken' };
      throw error;
    }
    try {
      await sendVerificationMail(email, await issueToken(userId, 'verifyEmail'), await currentLocale());
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
  });
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirect: false });
}

export async function resendVerificationAction(): Promise<ActionResult> {
  return guarded<object>(async () => {
    const user = await getOptionalUser();
    if (!user) return { ok: false, error: 'userNotFound' };
    if (user.emailVerified) return { ok: true };
    await consume([
      ['verifyCooldown', user.id],
      ['verifyPerDay', user.id],
    ]);
    try {
      await sendVerificationMail(user.email, await issueToken(user.id, 'verifyEmail'), await currentLocale());
    } catch (error) {
      if (isRecipientRejected(error)) return { ok: false, error: 'emailNotValid' };
      throw error;
    }
    return { ok: true };
  });
}

/** Corrects the address of an account that is still awaiting verification, and mails the new one. */
export async function changeEmailAction(input: unknown): Promise<ActionResult> {
  return guarded<object>(async () => {
    const user = await getOptionalUser();
    if (!user) return { ok: false, error: 'userNotFound' };
    // A verified address is proven; changing it would need a flow of its own.
    if (user.emailVerified) return { ok: false, error: 'unknown' };
    const parsed = changeEmailSchema.safeParse(input);
    if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), error: 'emailNotValid' };
    const { email } = parsed.data;
    if (email === user.email) return { ok: true };
    await consume([['changeEmailPerUser', user.id]]);
    if (await db.user.findUnique({ where: { email }, select: { id: true } })) return { ok: false, error: 'emailTaken' };
    try {
      await db.user.update({ where: { id: user.id }, data: { email } });
    } catch (error) {
      if ((error as { code?: string }).code === 'P2002') return { ok: false, error: 'emailTaken' };
      throw error;
    }
    // Links sent to the old address must not verify the new one.
    await revokeTokens(user.id, 'verifyEmail');
    try {
      await sendVerificationMail(email, await issueToken(user.id, 'verifyEmail'), await currentLocale());
    } catch (error) {
      if (isRecipientRejected(error)) {
        await db.user.update({ where: { id: user.id }, data: { email: user.email } });
        return { ok: false, error: 'emailNotValid' };
      }
      console.error('[auth] verification mail failed', error);
    }
    return { ok: true };
  });
}

/** Always answers the same for known and unknown addresses (no account enumeration). */
export async function forgotPasswordAction(input: unknown): Promise<ActionResult> {
  return guarded<object>(async () => {
    const parsed = forgotPasswordSchema.safeParse(input);
    if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
    const { email } = parsed.data;
    await consume([
      ['resetPerIp', clientIp(await headers())],
      ['resetPerEmail', email],
    ]);
    const user = await db.user.findUnique({ where: { email }, select: { id: true } });
    if (user) {
      try {
        await sendResetMail(email, await issueToken(user.id, 'resetPassword'), await currentLocale());
      } catch (error) {
        // Reported only in the log: the answer must not differ from an unknown address.
        console.error('[auth] reset mail failed', error);
      }
    }
    return { ok: true };
  });
}

/** Sets a new password from a reset link; every session of the user ends. */
export async function resetPasswordAction(input: unknown): Promise<ActionResult> {
  return guarded<object>(async () => {
    const parsed = resetPasswordSchema.safeParse(input);
    if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
    const { token, password } = parsed.data;
    const checked = await consumeToken(token, 'resetPassword');
    if (checked.status !== 'valid') {
      return { ok: false, error: ({ expired: 'linkExpired', used: 'linkUsed', invalid: 'linkInvalid' } as const)[checked.status] };
    }
    const passwordHash = await hashPassword(password);
    await db.user.update({ where: { id: checked.userId }, data: { passwordHash, sessionVersion: { increment: 1 } } });
    // The link proved the address, so it counts as verified too.
    await db.user.updateMany({ where: { id: checked.userId, emailVerified: null }, data: { emailVerified: new Date() } });
    await revokeTokens(checked.userId, 'resetPassword');
    return { ok: true };
  });
}

/**
 * Changes the password after checking the current one. Every other session ends (the session
 * version goes up); this browser gets a fresh session at the new version.
 */
export async function changePasswordAction(input: unknown): Promise<ActionResult> {
  return guarded<object>(async () => {
    const session = await getOptionalUser();
    if (!session) return { ok: false, error: 'userNotFound' };
    const parsed = changePasswordSchema.safeParse(input);
    if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), error: 'changeFailed' };
    const user = await db.user.findUnique({ where: { id: session.id }, select: { email: true, passwordHash: true } });
    if (!user) return { ok: false, error: 'userNotFound' };
    await consume([['loginPerEmail', user.email]]);
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, parsed.data.currentPassword))) {
      return { ok: false, error: 'changeFailed' };
    }
    await db.user.update({
      where: { id: session.id },
      data: { passwordHash: await hashPassword(parsed.data.password), sessionVersion: { increment: 1 } },
    });
    await startSession(user.email, parsed.data.password);
    return { ok: true };
  });
}

/** Gives a Google-only account a password, so email + password login works too. */
export async function setPasswordAction(input: unknown): Promise<ActionResult> {
  return guarded<object>(async () => {
    const session = await getOptionalUser();
    if (!session) return { ok: false, error: 'userNotFound' };
    const parsed = setPasswordSchema.safeParse(input);
    if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error), error: 'setFailed' };
    const passwordHash = await hashPassword(parsed.data.password);
    // Only where there is none yet: replacing a password needs the current one (change password).
    const { count } = await db.user.updateMany({ where: { id: session.id, passwordHash: null }, data: { passwordHash } });
    if (count !== 1) {
      const exists = await db.user.findUnique({ where: { id: session.id }, select: { id: true } });
      return { ok: false, error: exists ? 'setFailed' : 'userNotFound' };
    }
    return { ok: true };
  });
}

/** Deletes the account and everything it owns (sets, results, progress: cascades), then signs out. */
export async function deleteAccountAction(input: unknown): Promise<ActionResult> {
  return guarded<object>(async () => {
    const session = await getOptionalUser();
    if (!session) return { ok: false, error: 'userNotFound' };
    const parsed = deleteAccountSchema.safeParse(input);
    if (!parsed.success || parsed.data.email.trim().toLowerCase() !== session.email) {
      return { ok: false, fieldErrors: { email: 'emailMismatch' } };
    }
    const publicSets = await db.flashCardSet.findMany({ where: { ownerId: session.id, visibility: 'everyone' }, select: { id: true } });
    await db.user.deleteMany({ where: { id: session.id } });
    // Shared set pages are served from a cache: drop those of the deleted sets at once.
    for (const set of publicSets) updateTag(setCacheTag(set.id));
    updateTag(PUBLIC_SETS_CACHE_TAG);
    await signOut({ redirect: false });
    return { ok: true };
  });
}

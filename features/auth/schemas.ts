// The account forms' rules. Client-safe: each form validates with these through
// zodResolver and its server action parses the same schema again. Error messages are keys of the
// `validation` message namespace; the form translates them (with {min} / {max}).
// zod/mini: the same engine as `zod` with functions instead of methods, a fraction of its size in the
// browser (the forms' first-load JavaScript was ~25 kB larger with the full API).
import { z } from 'zod/mini';

import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from './limits';

const emailSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(EMAIL_MAX, 'maxLength')),
    z.email('emailInvalid'),
  ),
  z.transform((email: string) => email.toLowerCase()),
);

/** A new password: 8–20 characters with a lowercase and an uppercase letter, a digit and a special character. */
const newPasswordSchema = z
  .string()
  .check(
    z.minLength(1, 'passwordRequired'),
    z.minLength(PASSWORD_MIN, 'passwordMin'),
    z.maxLength(PASSWORD_MAX, 'passwordMax'),
    z.regex(/[A-Z]/, 'passwordUppercase'),
    z.regex(/[a-z]/, 'passwordLowercase'),
    z.regex(/[0-9]/, 'passwordNumber'),
    z.regex(/[^A-Za-z0-9]/, 'passwordSpecial'),
  );

/** An existing password is only checked for presence: old rules may have allowed other ones. */
const currentPasswordSchema = z.string().check(z.minLength(1, 'passwordRequired'), z.maxLength(200, 'passwordMax'));

const confirmSchema = z.string().check(z.minLength(1, 'confirmRequired'));

function withConfirmation<T extends z.ZodMiniObject<{ password: z.ZodMiniString; confirmPassword: z.ZodMiniString }>>(
  schema: T,
) {
  return schema.check(
    z.refine((values: { password: string; confirmPassword: string }) => values.password === values.confirmPassword, {
      message: 'passwordsMismatch',
      path: ['confirmPassword'],
    }),
  );
}

export const loginSchema = z.object({ email: emailSchema, password: currentPasswordSchema });

export const signUpSchema = withConfirmation(
  z.object({ email: emailSchema, password: newPasswordSchema, confirmPassword: confirmSchema }),
);

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = withConfirmation(
  z.object({
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    password: newPasswordSchema,
    confirmPassword: confirmSchema,
  }),
);

export const changePasswordSchema = withConfirmation(
  z.object({ currentPassword: currentPasswordSchema, password: newPasswordSchema, confirmPassword: confirmSchema }),
).check(
  // The same password again changes nothing, yet a change signs every other device out: refused, with why.
  z.refine(
    (values: { currentPassword: string; password: string }) =>
      values.currentPassword === '' || values.password !== values.currentPassword,
    { message: 'passwordUnchanged', path: ['password'] },
  ),
);

export const setPasswordSchema = withConfirmation(
  z.object({ password: newPasswordSchema, confirmPassword: confirmSchema }),
);

export const changeEmailSchema = z.object({ email: emailSchema });

/**
 * Deleting the account is confirmed by typing its email address (the action compares it with the session's).
 * The dialog has no rules of its own: whatever is wrong with the text, it asks for the address exactly as shown.
 */
export const deleteAccountSchema = z.object({
  email: z
    .string('emailMismatch')
    .check(z.trim(), z.minLength(1, 'emailMismatch'), z.maxLength(EMAIL_MAX, 'emailMismatch')),
});

/**
 * A page's `?redirect=` as an action receives it: any text of sensible length. What it is worth is decided where
 * it is used (lib/auth/redirect-target.ts: a same-site path, in its own language; anything else is dropped).
 */
export const redirectTargetSchema = z.optional(z.string().check(z.maxLength(2000)));

export type LoginInput = z.input<typeof loginSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type SetPasswordInput = z.input<typeof setPasswordSchema>;
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** The `validation` message keys the schemas use. */
export type ValidationMessageKey =
  | 'required'
  | 'maxLength'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordMin'
  | 'passwordMax'
  | 'passwordUppercase'
  | 'passwordLowercase'
  | 'passwordNumber'
  | 'passwordSpecial'
  | 'confirmRequired'
  | 'passwordsMismatch'
  | 'passwordUnchanged'
  | 'emailMismatch';

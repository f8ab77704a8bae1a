// The account forms' rules (spec section 5). Client-safe: each form validates with these through
// zodResolver and its server action parses the same schema again. Error messages are keys of the
// `validation` message namespace; the form translates them (with {min} / {max}).
import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const EMAIL_MAX = 255;

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(EMAIL_MAX, 'maxLength')
  .pipe(z.email('emailInvalid'))
  .transform((email) => email.toLowerCase());

/** A new password: 8–20 characters with a lowercase and an uppercase letter, a digit and a special character. */
export const newPasswordSchema = z
  .string()
  .min(1, 'passwordRequired')
  .min(PASSWORD_MIN, 'passwordMin')
  .max(PASSWORD_MAX, 'passwordMax')
  .regex(/[A-Z]/, 'passwordUppercase')
  .regex(/[a-z]/, 'passwordLowercase')
  .regex(/[0-9]/, 'passwordNumber')
  .regex(/[^A-Za-z0-9]/, 'passwordSpecial');

/** An existing password is only checked for presence: old rules may have allowed other ones. */
const currentPasswordSchema = z.string().min(1, 'passwordRequired').max(200, 'passwordMax');

const confirmSchema = z.string().min(1, 'confirmRequired');

function withConfirmation<T extends z.ZodObject<{ password: z.ZodType<string>; confirmPassword: z.ZodType<string> }>>(
  schema: T,
) {
  return schema.refine((values) => values.password === values.confirmPassword, {
    message: 'passwordsMismatch',
    path: ['confirmPassword'],
  });
}

export const loginSchema = z.object({ email: emailSchema, password: currentPasswordSchema });

export const signUpSchema = withConfirmation(
  z.object({ email: emailSchema, password: newPasswordSchema, confirmPassword: confirmSchema }),
);

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = withConfirmation(
  z.object({ token: z.string().min(1).max(200), password: newPasswordSchema, confirmPassword: confirmSchema }),
);

export const changePasswordSchema = withConfirmation(
  z.object({ currentPassword: currentPasswordSchema, password: newPasswordSchema, confirmPassword: confirmSchema }),
);

export const setPasswordSchema = withConfirmation(
  z.object({ password: newPasswordSchema, confirmPassword: confirmSchema }),
);

export const changeEmailSchema = z.object({ email: emailSchema });

/** Deleting the account is confirmed by typing its email address (checked against the session). */
export const deleteAccountSchema = z.object({ email: z.string().trim().min(1, 'required').max(EMAIL_MAX, 'maxLength') });

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
  | 'emailMismatch';

// What the account actions answer. Client-safe: forms translate `error` from `auth.errors` and the
// field errors from `validation`.
import type { z } from 'zod/mini';

import type { ValidationMessageKey } from './schemas';

export type AuthErrorCode =
  | 'invalidCredentials'
  | 'emailTaken'
  | 'emailNotValid'
  | 'unknown'
  | 'tooManyAttempts'
  | 'changeFailed'
  | 'setFailed'
  | 'userNotFound'
  | 'unverified'
  | 'linkExpired'
  | 'linkUsed'
  | 'linkInvalid';

export type FieldErrors = Record<string, ValidationMessageKey>;

export type ActionFailure = {
  ok: false;
  error?: AuthErrorCode;
  fieldErrors?: FieldErrors;
  /** Seconds until the limit lets the user try again (with 'tooManyAttempts'). */
  retryAfter?: number;
};

export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure;

/** The first message of each field, as the forms show one message per field. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message as ValidationMessageKey;
  }
  return errors;
}

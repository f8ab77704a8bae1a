// What the account actions answer besides the common failures (lib/actions/result.ts). Client-safe: the forms
// translate `error` from `auth.errors` and the field errors from `validation` (features/auth/hooks/use-auth-action.ts).
import type { ActionResult } from '@/lib/actions/result';

/** Outcomes only the account actions have. */
export type AuthErrorCode =
  | 'invalidCredentials'
  | 'emailTaken'
  | 'emailNotValid'
  | 'changeFailed'
  | 'setFailed'
  | 'linkExpired'
  | 'linkUsed'
  /** A newer reset link was sent after this one. */
  | 'linkReplaced'
  | 'linkRevoked'
  | 'linkInvalid'
  /** Account mails cannot be sent (production without SITE_URL). */
  | 'mailUnavailable'
  /** An avatar upload that is not a picture we decode, or too big a one. */
  | 'imageUnsupported'
  | 'imageTooLarge';

export type AuthResult<T extends object = object> = ActionResult<T, { ok: false; error: AuthErrorCode }>;

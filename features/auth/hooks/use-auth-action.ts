'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { authTimeoutMs, withTimeout } from '@/features/auth/client-timeout';
import type { AuthErrorCode, AuthResult } from '@/features/auth/results';

import { useValidationMessage } from './use-validation-message';

type Failure = Exclude<AuthResult, { ok: true }>;
type AuthMessageKey = AuthErrorCode | 'unknown' | 'unverified' | 'userNotFound' | 'tooManyAttempts';

/**
 * The `auth.errors` message of a failure. The common codes read in the account screens' own words: no session is
 * "User not found. Please log in again."; a refused input has its field errors and no message of its own.
 */
function messageKey(error: Failure['error']): AuthMessageKey | undefined {
  switch (error) {
    case 'unauthorized':
      return 'userNotFound';
    case 'rateLimited':
      return 'tooManyAttempts';
    case 'invalid':
      return undefined;
    case 'notFound':
      return 'unknown';
    default:
      return error;
  }
}

/**
 * Runs an account server action with the client timeout (30 s desktop / 60 s mobile), puts the
 * server's field errors on the form and turns its error code into a translated message.
 * A timeout or a network failure reads "Something went wrong".
 */
export function useAuthAction<V extends FieldValues>(setError?: UseFormSetError<V>) {
  const t = useTranslations('auth.errors');
  const validation = useValidationMessage();
  const [formError, setFormError] = useState<string | undefined>();

  const message = useCallback(
    (failure: Failure) => {
      const key = messageKey(failure.error);
      const retryAfter = failure.error === 'rateLimited' ? failure.retryAfter : 60;
      return key ? t(key, { minutes: Math.max(1, Math.ceil(retryAfter / 60)) }) : undefined;
    },
    [t],
  );

  const run = useCallback(
    async <T extends object>(call: () => Promise<AuthResult<T>>): Promise<AuthResult<T>> => {
      setFormError(undefined);
      let result: AuthResult<T>;
      try {
        result = await withTimeout(call(), authTimeoutMs());
      } catch {
        result = { ok: false, error: 'unknown' };
      }
      if (!result.ok) {
        if (result.error === 'invalid') {
          for (const [field, key] of Object.entries(result.fieldErrors)) {
            setError?.(field as Path<V>, { type: 'server', message: validation(key) });
          }
        }
        setFormError(message(result));
      }
      return result;
    },
    [message, setError, validation],
  );

  return { run, formError, setFormError };
}

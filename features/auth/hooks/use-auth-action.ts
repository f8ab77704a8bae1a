'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { useAction } from '@/hooks/use-action';
import type { NoAnswer } from '@/lib/actions/action-outcome';
import { authTimeoutMs, withTimeout } from '@/features/auth/client-timeout';
import type { AuthErrorCode, AuthResult } from '@/features/auth/results';

import { useValidationMessage } from './use-validation-message';

type Failure = Exclude<AuthResult, { ok: true }>;
type AuthMessageKey = AuthErrorCode | 'unknown' | 'unverified' | 'userNotFound' | 'tooManyAttempts';

/**
 * The `auth.errors` message of a failure. The common codes read in the account screens' own words: no session is
 * "User not found. Please log in again."; a refused input has its field errors and no message of its own.
 */
function messageKey(error: (Failure | NoAnswer)['error']): AuthMessageKey | undefined {
  switch (error) {
    case 'unauthorized':
      return 'userNotFound';
    case 'rateLimited':
      return 'tooManyAttempts';
    case 'invalid':
      return undefined;
    case 'notFound':
    case 'network':
      return 'unknown';
    default:
      return error;
  }
}

const UNKNOWN = { ok: false, error: 'unknown' } as const;

/**
 * Runs an account server action (hooks/use-action.ts) with the client timeout (30 s desktop / 60 s mobile), puts
 * the server's field errors on the form and turns its error code into a translated message above it. The account
 * screens move nobody: no session and an unverified address are said in the form, which keeps what was typed.
 * A timeout or a network failure reads "Something went wrong".
 */
export function useAuthAction<V extends FieldValues>(setError?: UseFormSetError<V>) {
  const t = useTranslations('auth.errors');
  const validation = useValidationMessage();
  const [formError, setFormError] = useState<string | undefined>();
  const action = useAction<AuthResult>({ unauthorized: 'report', unverified: 'report' });

  const message = useCallback(
    (failure: Failure | NoAnswer) => {
      const key = messageKey(failure.error);
      const retryAfter = failure.error === 'rateLimited' ? failure.retryAfter : 60;
      return key ? t(key, { minutes: Math.max(1, Math.ceil(retryAfter / 60)) }) : undefined;
    },
    [t],
  );

  const { run: runAction } = action;
  const run = useCallback(
    async <T extends object>(call: () => Promise<AuthResult<T>>): Promise<AuthResult<T>> => {
      setFormError(undefined);
      let answer: AuthResult<T> = UNKNOWN;
      // Thrown (a timeout, the network): `answer` stays 'unknown', and the outcome reports no answer.
      const outcome = await runAction(async () => (answer = await withTimeout(call(), authTimeoutMs())));
      if (outcome.do === 'fieldErrors') {
        for (const [field, key] of Object.entries(outcome.fieldErrors)) {
          setError?.(field as Path<V>, { type: 'server', message: validation(key) });
        }
      } else if (outcome.do === 'report') setFormError(message(outcome.failure));
      return answer;
    },
    [runAction, message, setError, validation],
  );

  return { run, pending: action.pending, formError, setFormError };
}

'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { authTimeoutMs, withTimeout } from '@/lib/auth/client-timeout';
import type { ActionResult, AuthErrorCode } from '@/lib/auth/results';

import { useValidationMessage } from './use-validation-message';

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
    (code: AuthErrorCode | undefined, retryAfter?: number) =>
      code ? t(code, { minutes: Math.max(1, Math.ceil((retryAfter ?? 60) / 60)) }) : undefined,
    [t],
  );

  const run = useCallback(
    async <T extends object>(call: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> => {
      setFormError(undefined);
      let result: ActionResult<T>;
      try {
        result = await withTimeout(call(), authTimeoutMs());
      } catch {
        result = { ok: false, error: 'unknown' };
      }
      if (!result.ok) {
        for (const [field, key] of Object.entries(result.fieldErrors ?? {})) {
          setError?.(field as Path<V>, { type: 'server', message: validation(key) });
        }
        setFormError(message(result.error, result.retryAfter));
      }
      return result;
    },
    [message, setError, validation],
  );

  return { run, formError, setFormError, message };
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { saveSetAction } from '@/features/custom-sets/server/actions';
import { SAVE_RETRY_DELAY_MS, SAVE_RETRY_WINDOW_MS, SAVE_SLOW_NOTICE_MS } from '@/features/custom-sets/save-timing';
import type { ParsedSetInput, SetInput } from '@/features/custom-sets/schemas';
import { useRouter } from '@/lib/i18n/navigation';
import { useNotify } from '@/components/toast/use-notify';
import { useAction } from '@/hooks/use-action';
import { settle, type ActionOutcome, type NoAnswer, type Opened } from '@/lib/actions/action-outcome';
import type { SetFormTarget } from './use-set-draft';

/** Why the last save failed; shown above the form's buttons (./set-form-status.tsx). */
export type SaveStatus =
  | { kind: 'network' | 'session' | 'unverified' | 'notFound' | 'invalid' | 'busy' }
  | { kind: 'stale'; currentVersion: number };

type SaveAnswer = Awaited<ReturnType<typeof saveSetAction>> | Opened | NoAnswer;
type SaveFailure = Extract<ActionOutcome<SaveAnswer>, { do: 'report' }>['failure'];

/** The form's word for a failed save. The server failing (the database was away) and no answer read the same. */
function failedStatus(failure: SaveFailure): SaveStatus {
  switch (failure.error) {
    case 'stale':
      return { kind: 'stale', currentVersion: failure.currentVersion };
    case 'unauthorized':
      return { kind: 'session' };
    case 'unverified':
    case 'busy':
      return { kind: failure.error };
    case 'network':
    case 'unknown':
      return { kind: 'network' };
    default:
      return { kind: 'notFound' };
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the set to the server action. The draft is written first, so a failed save (network, validation, an
 * expired session, a stale version) never loses what was typed; it is cleared once the set is saved.
 *
 * The action answers a successful save with the set's page (a redirect whose render comes in the same
 * response): the router shows it at once, and the awaited call ends in Next.js's redirect signal, which means
 * "saved". A slow save says so after a few seconds (`slow`); one the server gave up on because the database was
 * too slow ("busy": rolled back, nothing written) is sent again, and so is an edit whose answer never came, which
 * the set's version guards (the server answers a repeat of a save it already made as saved).
 */
export function useSaveSet({
  target,
  setError,
  draft,
}: {
  target: SetFormTarget | null;
  setError: UseFormSetError<SetInput>;
  draft: { keep: (baseVersion: number) => void; clear: () => void };
}) {
  const t = useTranslations('customSets');
  const notify = useNotify();
  const router = useRouter();
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const [slow, setSlow] = useState(false);

  // The form keeps the draft and says why (./set-form-status.tsx links to the login page): nobody is moved.
  const { run } = useAction<SaveAnswer>({ unauthorized: 'report', unverified: 'report' });

  const send = (values: ParsedSetInput, baseVersion: number) =>
    settle(() => saveSetAction(values, target ? { id: target.id, version: baseVersion } : null, 'open'));

  const sendUntilAnswered = async (values: ParsedSetInput, baseVersion: number): Promise<SaveAnswer> => {
    const started = Date.now();
    const slowTimer = setTimeout(() => setSlow(true), SAVE_SLOW_NOTICE_MS);
    try {
      for (;;) {
        const result = await send(values, baseVersion);
        const retry =
          !result.ok &&
          (result.error === 'busy' || (target !== null && (result.error === 'network' || result.error === 'unknown')));
        if (!retry || Date.now() - started >= SAVE_RETRY_WINDOW_MS) return result;
        await wait(SAVE_RETRY_DELAY_MS);
      }
    } finally {
      clearTimeout(slowTimer);
      setSlow(false);
    }
  };

  const save = async (values: ParsedSetInput, baseVersion: number) => {
    setStatus(null);
    draft.keep(baseVersion);
    const outcome = await run(() => sendUntilAnswered(values, baseVersion));
    if (outcome.do === 'done') {
      draft.clear();
      notify.success(target ? t('form.saved') : t('form.created'));
      // Answered without the page (a server of the previous deployment): go there.
      if (outcome.result.ok === true) router.push(`/flash-cards/custom/${outcome.result.id}`);
    } else if (outcome.do === 'fieldErrors') {
      for (const [path, message] of Object.entries(outcome.fieldErrors)) {
        setError(path as FieldPath<SetInput>, { message });
      }
      setStatus({ kind: 'invalid' });
    } else if (outcome.do === 'report') setStatus(failedStatus(outcome.failure));
  };

  return { status, slow, save, clearStatus: () => setStatus(null) };
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { saveSetAction } from '@/features/custom-sets/server/actions';
import { SAVE_RETRY_DELAY_MS, SAVE_RETRY_WINDOW_MS, SAVE_SLOW_NOTICE_MS } from '@/features/custom-sets/save-timing';
import type { ParsedSetInput, SetInput } from '@/features/custom-sets/schemas';
import { useRouter } from '@/lib/i18n/navigation';
import { useNotify } from '@/components/toast/use-notify';
import { isRedirect } from '@/lib/utils/redirect-error';
import type { SetFormTarget } from './use-set-draft';

/** Why the last save failed; shown above the form's buttons (./set-form-status.tsx). */
export type SaveStatus =
  | { kind: 'network' | 'session' | 'unverified' | 'notFound' | 'invalid' | 'busy' }
  | { kind: 'stale'; currentVersion: number };

type SaveAnswer = Awaited<ReturnType<typeof saveSetAction>> | { ok: 'opened' } | { ok: false; error: 'network' };

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

  const send = async (values: ParsedSetInput, baseVersion: number): Promise<SaveAnswer> => {
    try {
      return await saveSetAction(values, target ? { id: target.id, version: baseVersion } : null, 'open');
    } catch (error) {
      if (isRedirect(error)) return { ok: 'opened' };
      return { ok: false, error: 'network' };
    }
  };

  const save = async (values: ParsedSetInput, baseVersion: number) => {
    setStatus(null);
    draft.keep(baseVersion);
    const started = Date.now();
    const slowTimer = setTimeout(() => setSlow(true), SAVE_SLOW_NOTICE_MS);
    let result: SaveAnswer;
    try {
      for (;;) {
        result = await send(values, baseVersion);
        const retry =
          !result.ok &&
          (result.error === 'busy' || (target !== null && (result.error === 'network' || result.error === 'unknown')));
        if (!retry || Date.now() - started >= SAVE_RETRY_WINDOW_MS) break;
        await wait(SAVE_RETRY_DELAY_MS);
      }
    } finally {
      clearTimeout(slowTimer);
      setSlow(false);
    }
    if (result.ok) {
      draft.clear();
      notify.success(target ? t('form.saved') : t('form.created'));
      // Answered without the page (a server of the previous deployment): go there.
      if (result.ok === true) router.push(`/flash-cards/custom/${result.id}`);
      return;
    }
    switch (result.error) {
      case 'invalid': {
        const paths = Object.keys(result.fieldErrors);
        for (const path of paths) {
          setError(path as FieldPath<SetInput>, { message: result.fieldErrors[path] });
        }
        setStatus({ kind: 'invalid' });
        return;
      }
      case 'stale':
        setStatus({ kind: 'stale', currentVersion: result.currentVersion });
        return;
      case 'unauthorized':
        setStatus({ kind: 'session' });
        return;
      case 'unverified':
        setStatus({ kind: 'unverified' });
        return;
      case 'busy':
        setStatus({ kind: 'busy' });
        return;
      case 'network':
      case 'unknown':
        // The server failed (the database was away) or never answered: the same for the learner.
        setStatus({ kind: 'network' });
        return;
      default:
        setStatus({ kind: 'notFound' });
    }
  };

  return { status, slow, save, clearStatus: () => setStatus(null) };
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { saveSetAction } from '@/lib/custom-sets/actions';
import type { ParsedSetInput, SetInput } from '@/lib/custom-sets/schemas';
import { useRouter } from '@/lib/i18n/navigation';
import { useNotify } from '@/lib/toast/use-notify';
import type { SetFormTarget } from './use-set-draft';

/** Why the last save failed; shown above the form's buttons (./set-form-status.tsx). */
export type SaveStatus =
  { kind: 'network' | 'session' | 'unverified' | 'notFound' | 'invalid' } | { kind: 'stale'; currentVersion: number };

/**
 * Sends the set to the server action. The draft is written first, so a failed save (network, validation, an
 * expired session, a stale version) never loses what was typed; it is cleared once the set is saved.
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

  const save = async (values: ParsedSetInput, baseVersion: number) => {
    setStatus(null);
    draft.keep(baseVersion);
    let result: Awaited<ReturnType<typeof saveSetAction>>;
    try {
      result = await saveSetAction(values, target ? { id: target.id, version: baseVersion } : null);
    } catch {
      setStatus({ kind: 'network' });
      return;
    }
    if (result.ok) {
      draft.clear();
      notify.success(target ? t('form.saved') : t('form.created'));
      router.push(`/flash-cards/custom/${result.id}`);
      router.refresh();
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
      case 'unknown':
        // The server failed (the database was away): the same as a save that never arrived.
        setStatus({ kind: 'network' });
        return;
      default:
        setStatus({ kind: 'notFound' });
    }
  };

  return { status, save, clearStatus: () => setStatus(null) };
}

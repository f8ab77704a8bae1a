'use client';

import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ParsedSetInput, SetInput } from '@/lib/custom-sets/schemas';
import { clearDraft, readDraft, writeDraft } from './set-draft';

/** A short pause between draft writes while typing. */
const WRITE_DELAY_MS = 300;

export interface SetFormTarget {
  id: string;
  version: number;
}

/**
 * Keeps everything typed in the set form as a local draft (./set-draft.ts) until a save succeeds: restores the
 * draft an earlier visit left, writes it while typing, and tracks the set version the draft is based on.
 */
export function useSetDraft(
  form: UseFormReturn<SetInput, unknown, ParsedSetInput>,
  { initial, target }: { initial: SetInput; target: SetFormTarget | null },
) {
  const { getValues, reset, subscribe } = form;
  const draftKey = target?.id ?? 'new';
  const [{ version, restored }, setDraftState] = useState({ version: target?.version ?? 0, restored: false });

  // Restore a draft left by an earlier visit (a failed save, a closed tab, a login in between).
  useEffect(() => {
    const draft = readDraft(draftKey);
    if (!draft || JSON.stringify(draft.values) === JSON.stringify(initial)) return;
    reset(draft.values);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's render cannot read localStorage
    setDraftState((current) => ({
      version: target && draft.version > current.version ? draft.version : current.version,
      restored: true,
    }));
    // Runs once per set: `initial` and `target` are the server's values at load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  // Keep the draft up to date while typing.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        clearTimeout(timer);
        timer = setTimeout(() => writeDraft(draftKey, { values, version }), WRITE_DELAY_MS);
      },
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [subscribe, draftKey, version]);

  return {
    /** The set version the form's values are based on (0 for a new set). */
    version,
    /** Whether the form shows a restored draft (until it is discarded). */
    restored,
    /** Writes the form's values at once, based on `baseVersion` (before a save, which may fail). */
    keep: (baseVersion: number) => writeDraft(draftKey, { values: getValues(), version: baseVersion }),
    /** Forgets the draft (after a save, or before loading the server's copy). */
    clear: () => clearDraft(draftKey),
    /** Forgets the draft and puts the server's values back. */
    discard: () => {
      clearDraft(draftKey);
      reset(initial);
      setDraftState({ version: target?.version ?? 0, restored: false });
    },
  };
}

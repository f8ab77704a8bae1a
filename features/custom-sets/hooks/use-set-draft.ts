'use client';

import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ParsedSetInput, SetInput } from '@/features/custom-sets/schemas';
import { clearDraft, readDraft, writeDraft } from '../set-draft';

/** A short pause between draft writes while typing. */
const WRITE_DELAY_MS = 300;

export interface SetFormTarget {
  id: string;
  version: number;
}

/**
 * Keeps everything typed in the set form as a local draft of the signed-in account (./set-draft.ts) until a
 * save succeeds: restores the draft an earlier visit left, writes it while typing, tracks the set version the
 * draft is based on, and whether the form differs from the saved set (`dirty`, for the leave guard).
 */
export function useSetDraft(
  form: UseFormReturn<SetInput, unknown, ParsedSetInput>,
  { initial, target, account }: { initial: SetInput; target: SetFormTarget | null; account: string },
) {
  const { getValues, reset, subscribe } = form;
  const draftKey = target?.id ?? 'new';
  const initialJson = useMemo(() => JSON.stringify(initial), [initial]);
  const [{ version, restored }, setDraftState] = useState({ version: target?.version ?? 0, restored: false });
  const [dirty, setDirty] = useState(false);
  const pendingWrite = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingDraft = useRef<(() => void) | null>(null);

  // Restore a draft left by an earlier visit (a failed save, a closed tab, a login in between). Runs once per
  // set: `initial` and `target` are the server's values at load, read but not followed.
  const restoreDraft = useEffectEvent((account: string, draftKey: string) => {
    const draft = readDraft(account, draftKey);
    if (!draft || JSON.stringify(draft.values) === initialJson) return;
    reset(draft.values);
    setDraftState((current) => ({
      version: target && draft.version > current.version ? draft.version : current.version,
      restored: true,
    }));
    setDirty(true);
  });
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's render cannot read localStorage
    restoreDraft(account, draftKey);
  }, [account, draftKey]);

  // Keep the draft up to date while typing, and whether anything differs from the saved set. A write still
  // waiting when the form goes away (a link followed, the tab closed or reloaded) happens at once: the last
  // keystrokes are what a learner would miss first.
  useEffect(() => {
    const flush = () => {
      clearTimeout(pendingWrite.current);
      const write = pendingDraft.current;
      pendingDraft.current = null;
      write?.();
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const changed = JSON.stringify(values) !== initialJson;
        setDirty(changed);
        clearTimeout(pendingWrite.current);
        // Typed back to the saved set: there is nothing to keep.
        pendingDraft.current = changed
          ? () => writeDraft(account, draftKey, { values, version })
          : () => clearDraft(account, draftKey);
        pendingWrite.current = setTimeout(flush, WRITE_DELAY_MS);
      },
    });
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
      unsubscribe();
    };
  }, [subscribe, account, draftKey, version, initialJson]);

  const forget = () => {
    clearTimeout(pendingWrite.current);
    pendingDraft.current = null;
    clearDraft(account, draftKey);
    setDirty(false);
  };

  return {
    /** The set version the form's values are based on (0 for a new set). */
    version,
    /** Whether the form shows a restored draft (until it is discarded). */
    restored,
    /** Whether the form holds changes that are not saved (a restored draft counts). */
    dirty,
    /** Writes the form's values at once, based on `baseVersion` (before a save, which may fail). */
    keep: (baseVersion: number) => writeDraft(account, draftKey, { values: getValues(), version: baseVersion }),
    /** Forgets the draft: after a save, before loading the server's copy, or when the learner leaves it. */
    clear: forget,
    /** Forgets the draft and puts the server's values back. */
    discard: () => {
      forget();
      reset(initial);
      setDraftState({ version: target?.version ?? 0, restored: false });
    },
  };
}

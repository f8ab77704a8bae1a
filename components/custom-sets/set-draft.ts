'use client';

import type { SetInput } from '@/lib/custom-sets/schemas';

/**
 * The set form's local draft (localStorage): written while typing, removed after a successful save, and
 * restored on the next visit, so a failed save, a closed tab or a login in between loses nothing.
 */
export interface SetDraft {
  values: SetInput;
  /** The set version the draft was based on (edit form). */
  version: number;
}

const keyFor = (setKey: string) => `kotonoha:set-draft:v1:${setKey}`;

export function readDraft(setKey: string): SetDraft | null {
  try {
    const raw = localStorage.getItem(keyFor(setKey));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<SetDraft>;
    if (!draft.values || !Array.isArray(draft.values.cards)) return null;
    return { values: draft.values, version: Number(draft.version) || 0 };
  } catch {
    return null; // storage disabled or a damaged entry: start from the server's copy
  }
}

export function writeDraft(setKey: string, draft: SetDraft): void {
  try {
    localStorage.setItem(keyFor(setKey), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form itself still holds everything.
  }
}

export function clearDraft(setKey: string): void {
  try {
    localStorage.removeItem(keyFor(setKey));
  } catch {
    // ignore
  }
}

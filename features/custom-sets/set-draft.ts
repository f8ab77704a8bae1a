'use client';

import type { SetInput } from '@/features/custom-sets/schemas';

/**
 * The set form's local drafts (localStorage): written while typing, removed after a successful save, and
 * restored on the next visit, so a failed save, a closed tab or a login in between loses nothing.
 *
 * Drafts belong to one account (its id is in the key): on a computer several people use, nobody is offered
 * another account's unsaved set, and signing out removes the account's drafts from the device. Drafts of the
 * first version, written before they had an owner, are never offered and are removed when found.
 */
export interface SetDraft {
  values: SetInput;
  /** The set version the draft was based on (edit form). */
  version: number;
}

const PREFIX = 'kotonoha:set-draft:';
const LEGACY_PREFIX = `${PREFIX}v1:`;
const accountPrefix = (account: string) => `${PREFIX}v2:${account}:`;
const keyFor = (account: string, setKey: string) => `${accountPrefix(account)}${setKey}`;

export function readDraft(account: string, setKey: string): SetDraft | null {
  try {
    removeKeys((key) => key.startsWith(LEGACY_PREFIX));
    const raw = localStorage.getItem(keyFor(account, setKey));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<SetDraft>;
    if (!draft.values || !Array.isArray(draft.values.cards)) return null;
    return { values: draft.values, version: Number(draft.version) || 0 };
  } catch {
    return null; // storage disabled or a damaged entry: start from the server's copy
  }
}

export function writeDraft(account: string, setKey: string, draft: SetDraft): void {
  try {
    localStorage.setItem(keyFor(account, setKey), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form itself still holds everything.
  }
}

export function clearDraft(account: string, setKey: string): void {
  try {
    localStorage.removeItem(keyFor(account, setKey));
  } catch {
    // ignore
  }
}

/** Removes every draft of `account` from this device (it signed out). */
export function clearAccountDrafts(account: string): void {
  const prefix = accountPrefix(account);
  removeKeys((key) => key.startsWith(prefix) || key.startsWith(LEGACY_PREFIX));
}

function removeKeys(matches: (key: string) => boolean): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string => key !== null && matches(key),
    );
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}

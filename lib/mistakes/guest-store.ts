/**
 * A guest's mistakes bank: one local-storage entry, the list newest first. Storage can be missing or full
 * (private mode, quota): then the bank lasts for the visit only. Client-only.
 */
import type { Mistake } from './schemas';

const KEY = 'kotonoha:mistakes:v1';

export function loadGuestMistakes(): Mistake[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Mistake[]) : [];
  } catch {
    return [];
  }
}

export function saveGuestMistakes(list: readonly Mistake[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Quota or disabled storage: the visit still works.
  }
}

/** Whether this device holds a guest's bank (cheap: no parse). */
export function hasGuestMistakes(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * A guest's mistakes bank: one local-storage entry, the list newest first. Storage can be missing or full
 * (private mode, quota): then the bank lasts for the visit only. Client-only.
 */
import { addMiss } from './bank';
import type { Mistake, Miss } from './schemas';

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

const newId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 16);

/** A guest's miss, kept at once (no chunk to load first: the learner may leave the page right after it). */
export function keepOnDevice(miss: Miss): void {
  saveGuestMistakes(addMiss(loadGuestMistakes(), miss, Date.now(), newId));
}

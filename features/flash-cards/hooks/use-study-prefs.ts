'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  defaultPrefs,
  parsePrefs,
  prefsKey,
  type StudyKind,
  type StudyPrefs,
} from '@/features/flash-cards/study-prefs';

/**
 * The learner's card preferences for a kind of card, remembered in localStorage. Read as an external store: the
 * server and the hydrating browser render the defaults (storage is the browser's alone), the stored choice
 * applies right after hydration, and a study view mounted later (client navigation) starts with it.
 */
export function useStudyPrefs(kind: StudyKind): [StudyPrefs, (next: Partial<StudyPrefs>) => void] {
  const prefs = useSyncExternalStore(
    subscribe,
    () => currentPrefs(kind),
    () => DEFAULTS[kind],
  );
  const update = useCallback((next: Partial<StudyPrefs>) => updatePrefs(kind, next), [kind]);
  return [prefs, update];
}

// Snapshots must keep their identity between reads, or React would render again and again.
const DEFAULTS: Readonly<Record<StudyKind, StudyPrefs>> = {
  kanji: defaultPrefs('kanji'),
  vocabulary: defaultPrefs('vocabulary'),
};
/** The prefs in use, per kind: read from storage once, then kept here even when storage refuses to keep them. */
const inUse = new Map<StudyKind, StudyPrefs>();
const listeners = new Set<() => void>();

function currentPrefs(kind: StudyKind): StudyPrefs {
  let prefs = inUse.get(kind);
  if (!prefs) {
    prefs = parsePrefs(kind, readStored(kind));
    inUse.set(kind, prefs);
  }
  return prefs;
}

function readStored(kind: StudyKind): string | null {
  try {
    return window.localStorage.getItem(prefsKey(kind));
  } catch {
    return null; // Storage disabled: the defaults.
  }
}

function updatePrefs(kind: StudyKind, next: Partial<StudyPrefs>): void {
  const merged = { ...currentPrefs(kind), ...next };
  inUse.set(kind, merged);
  try {
    window.localStorage.setItem(prefsKey(kind), JSON.stringify(merged));
  } catch {
    // Not remembered, still applied.
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  // Another tab changed (or cleared) the stored prefs: read them again.
  const onStorage = (event: StorageEvent) => {
    const kinds = Object.keys(DEFAULTS) as StudyKind[];
    const changed = kinds.filter((kind) => event.key === null || event.key === prefsKey(kind));
    if (changed.length === 0) return;
    for (const kind of changed) inUse.delete(kind);
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

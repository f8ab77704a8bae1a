'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  defaultSettings,
  parseStoredSettings,
  settingsStorageKey,
  type QuizKind,
  type QuizSettings,
} from '@/features/conjugation/quiz/settings';
import { useHydrated } from '@/hooks/use-hydrated';

// Settings live in localStorage (per page kind), read through useSyncExternalStore: the server and the first
// client render use the defaults, then React re-renders with the stored ones without a hydration mismatch.
// Another tab changing them is picked up through the `storage` event.

const listeners = new Set<() => void>();
const cache = new Map<string, { text: string | null; settings: QuizSettings }>();
const defaults: Record<QuizKind, QuizSettings> = {
  verb: defaultSettings('verb'),
  adjective: defaultSettings('adjective'),
};

function readText(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, blocked cookies): the defaults are used
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('kotonoha:conjugation:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Settings of a visit where storage is unavailable (private mode, quota): kept in memory instead. */
const memoryOnly = new Map<string, QuizSettings>();

function snapshot(kind: QuizKind): QuizSettings {
  const key = settingsStorageKey(kind);
  const inMemory = memoryOnly.get(key);
  if (inMemory) return inMemory;
  const text = readText(key);
  const cached = cache.get(key);
  if (cached && cached.text === text) return cached.settings;
  const settings = text === null ? defaults[kind] : parseStoredSettings(text, kind);
  cache.set(key, { text, settings });
  return settings;
}

function store(kind: QuizKind, next: QuizSettings) {
  const key = settingsStorageKey(kind);
  try {
    window.localStorage.setItem(key, JSON.stringify(next));
    memoryOnly.delete(key);
  } catch {
    memoryOnly.set(key, next);
  }
  for (const listener of listeners) listener();
}

/** The quiz settings of a page and a setter that stores them; `ready` is false until the client has read them. */
export function useQuizSettings(kind: QuizKind): {
  settings: QuizSettings;
  setSettings: (next: QuizSettings) => void;
  ready: boolean;
} {
  const settings = useSyncExternalStore(
    subscribe,
    () => snapshot(kind),
    () => defaults[kind],
  );
  const ready = useHydrated();
  const setSettings = useCallback((next: QuizSettings) => store(kind, next), [kind]);
  return { settings, setSettings, ready };
}

'use client';

import { useCallback, useEffect, useState } from 'react';
import { loadUnitSentences } from '../load-sentences';
import type { UnitSentences } from '../types';

export type SentencesState =
  | { status: 'idle'; sentences: null }
  | { status: 'loading'; sentences: null }
  | { status: 'ready'; sentences: UnitSentences }
  | { status: 'error'; sentences: null };

type Settled = { key: string; sentences: UnitSentences | null };

/**
 * A built-in vocabulary unit's example sentences, fetched once `enabled` (e.g. when the first card is turned
 * over). `set` null (a custom set) never fetches. `retry` after an error asks again.
 */
export function useUnitSentences(set: string | null, unit: number | string | null, enabled = true) {
  const [settled, setSettled] = useState<Settled | null>(null);
  const [attempt, setAttempt] = useState(0);
  const active = enabled && set !== null && unit !== null;
  const key = `${set}/${unit}/${attempt}`;
  useEffect(() => {
    if (!active) return;
    let live = true;
    loadUnitSentences(set, unit).then(
      (sentences) => live && setSettled({ key, sentences }),
      () => live && setSettled({ key, sentences: null }),
    );
    return () => {
      live = false;
    };
  }, [active, set, unit, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: SentencesState = !active
    ? { status: 'idle', sentences: null }
    : settled?.key !== key
      ? { status: 'loading', sentences: null }
      : settled.sentences
        ? { status: 'ready', sentences: settled.sentences }
        : { status: 'error', sentences: null };
  return { ...state, retry };
}

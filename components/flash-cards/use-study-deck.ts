'use client';

import { useEffect, useReducer, useState } from 'react';
import type { DeckKey, StudyProgressStore } from '@/lib/flash-cards/progress-store';
import { createDeck, deckReducer } from '@/lib/flash-cards/study-deck';

/**
 * A study session over `ids` with the learner's marks: loaded from `store` after hydration (marks live in the
 * browser, so server and client first render alike) and saved back on every change once loaded.
 * `loaded` stays false when the store cannot load them: the session then works without saving over them.
 */
export function useStudyDeck(ids: readonly string[], deckKey: DeckKey, store: StudyProgressStore) {
  const [state, dispatch] = useReducer(deckReducer, ids, createDeck);
  const [loaded, setLoaded] = useState(false);
  const { kind, set, unit } = deckKey;

  useEffect(() => {
    let active = true;
    store.load({ kind, set, unit }).then(
      (data) => {
        if (!active) return;
        dispatch({ type: 'load', marks: data.marks, onlyLearning: data.onlyLearning });
        setLoaded(true);
      },
      () => {
        // Not loaded (the local store never fails; another store may): study without the saved marks.
      },
    );
    return () => {
      active = false;
    };
  }, [store, kind, set, unit]);

  useEffect(() => {
    if (loaded) void store.save({ kind, set, unit }, { marks: state.marks, onlyLearning: state.onlyLearning });
  }, [loaded, store, kind, set, unit, state.marks, state.onlyLearning]);

  return { state, dispatch, loaded };
}

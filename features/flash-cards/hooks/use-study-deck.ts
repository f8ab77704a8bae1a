'use client';

import { useEffect, useReducer, useState } from 'react';
import type { DeckKey, StudyProgressStore } from '@/features/flash-cards/progress-store';
import { createDeck, currentId, deckReducer } from '@/features/flash-cards/study-deck';

/**
 * A study session over `ids` with the learner's marks and place (the current card, a shuffled order): loaded
 * from `store` after hydration (they live in the browser, so server and client first render alike) and saved
 * back on every change once loaded, so a reload or a switch of language comes back to the same card.
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
        dispatch({ type: 'load', ...data });
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

  const current = currentId(state);
  // The first card of the unit's order is where a new visit starts anyway: not worth a record.
  const place = current !== undefined && current !== state.ids[0] ? current : undefined;
  const order = state.shuffled ? state.order : undefined;
  useEffect(() => {
    if (!loaded) return;
    void store.save(
      { kind, set, unit },
      {
        marks: state.marks,
        onlyLearning: state.onlyLearning,
        ...(place !== undefined ? { current: place } : {}),
        ...(order ? { order } : {}),
      },
    );
  }, [loaded, store, kind, set, unit, state.marks, state.onlyLearning, place, order]);

  return { state, dispatch, loaded };
}

'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardState, ReviewRating } from '@/features/review/fsrs';
import type { QuizKind } from '@/features/conjugation/quiz/settings';
import type { PairStates } from '@/features/conjugation/quiz/schedule';

// The scheduler (ts-fsrs), the guest store and the actions load after the page, when the quiz starts.
const loadBackend = () => import('../pair-schedule');

export interface PairSchedule {
  /** False until the states are read (the quiz waits, so its first question can be a due one). */
  ready: boolean;
  /** The latest states; read when the next question is chosen. */
  states: () => PairStates;
  grade: (cardKey: string, rating: ReviewRating, idempotencyKey: string) => void;
}

/** The learner's schedule of one quiz page's pairs, from the account or the device. */
export function usePairSchedule(kind: QuizKind): PairSchedule {
  const [ready, setReady] = useState(false);
  const mode = useRef<'account' | 'guest' | null>(null);
  const states = useRef<Map<string, CardState>>(new Map());

  useEffect(() => {
    let live = true;
    loadBackend()
      .then((backend) => backend.loadSchedule(kind))
      .then((loaded) => {
        if (!live) return;
        mode.current = loaded.mode;
        states.current = loaded.states;
      })
      .catch((error: unknown) => console.error(error)) // offline: the quiz still asks, without a schedule
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [kind]);

  const grade = useCallback(
    (cardKey: string, rating: ReviewRating, idempotencyKey: string) => {
      const current = mode.current;
      if (!current) return;
      loadBackend()
        .then((backend) =>
          backend.saveGrade(current, kind, cardKey, rating, idempotencyKey, states.current.get(cardKey)),
        )
        .then((state) => {
          if (state) states.current = new Map(states.current).set(cardKey, state);
        })
        .catch((error: unknown) => console.error(error));
    },
    [kind],
  );

  const read = useCallback(() => states.current, []);
  return { ready, states: read, grade };
}

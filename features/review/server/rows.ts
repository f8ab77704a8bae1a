// The database row of a card ↔ the scheduler's CardState. Server-only (the generated client's types).
import 'server-only';

import type { ReviewCard } from '@/lib/generated/prisma/client';

import type { CardState, ReviewState } from '../fsrs';

type StateColumns = Pick<
  ReviewCard,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'lastReview'
>;

export const STATE_SELECT = {
  due: true,
  stability: true,
  difficulty: true,
  elapsedDays: true,
  scheduledDays: true,
  learningSteps: true,
  reps: true,
  lapses: true,
  state: true,
  lastReview: true,
} as const;

export function stateOfRow(row: StateColumns): CardState {
  return {
    due: row.due.getTime(),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as ReviewState,
    lastReview: row.lastReview ? row.lastReview.getTime() : null,
  };
}

/** The columns a state writes; `isNew` follows the state so the queue index stays right. */
export function rowOfState(state: CardState): StateColumns & { isNew: boolean } {
  return {
    due: new Date(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsedDays: state.elapsedDays,
    scheduledDays: state.scheduledDays,
    learningSteps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: state.state,
    lastReview: state.lastReview === null ? null : new Date(state.lastReview),
    isNew: state.state === 0,
  };
}

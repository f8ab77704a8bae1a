// The quiz's flow as a reducer: ask → (check | I don't know) → answered → next question.
// The tally counts each question once, when it is answered; a "not kana" answer is not an answer yet.

import type { CheckNote } from '@/features/conjugation/engine/check-answer';
import type { Question } from './pick';

/** How a question ended. 'revealed' = the learner pressed "I don't know": counted as missed. */
export type Outcome = 'correct' | 'correct-other-kanji' | 'wrong' | 'revealed';

export interface Tally {
  right: number;
  total: number;
  streak: number;
  best: number;
}

export const EMPTY_TALLY: Tally = { right: 0, total: 0, streak: 0, best: 0 };

export function isRight(outcome: Outcome): boolean {
  return outcome === 'correct' || outcome === 'correct-other-kanji';
}

export function recordOutcome(tally: Tally, outcome: Outcome): Tally {
  if (!isRight(outcome)) return { ...tally, total: tally.total + 1, streak: 0 };
  const streak = tally.streak + 1;
  return { right: tally.right + 1, total: tally.total + 1, streak, best: Math.max(tally.best, streak) };
}

type QuizPhase =
  | { phase: 'loading' }
  | { phase: 'empty' }
  | { phase: 'asking'; question: Question; notKana: boolean }
  | { phase: 'answered'; question: Question; outcome: Outcome; answer: string; note?: CheckNote };

export type QuizState = QuizPhase & { tally: Tally };

export type QuizAction =
  | { type: 'ask'; question: Question }
  | { type: 'empty' }
  | { type: 'notKana' }
  | { type: 'edited' }
  | { type: 'answered'; outcome: Exclude<Outcome, 'revealed'>; answer: string; note?: CheckNote }
  | { type: 'reveal'; answer: string }
  | { type: 'resetTally' };

export const INITIAL_QUIZ_STATE: QuizState = { phase: 'loading', tally: EMPTY_TALLY };

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  const { tally } = state;
  switch (action.type) {
    case 'ask':
      return { phase: 'asking', question: action.question, notKana: false, tally };
    case 'empty':
      return { phase: 'empty', tally };
    case 'notKana':
      return state.phase === 'asking' ? { ...state, notKana: true } : state;
    case 'edited':
      return state.phase === 'asking' && state.notKana ? { ...state, notKana: false } : state;
    case 'answered':
    case 'reveal': {
      // Only a question being asked can be answered: a second Enter / a double click does not count twice.
      if (state.phase !== 'asking') return state;
      const outcome: Outcome = action.type === 'reveal' ? 'revealed' : action.outcome;
      return {
        phase: 'answered',
        question: state.question,
        outcome,
        answer: action.answer,
        note: action.type === 'answered' ? action.note : undefined,
        tally: recordOutcome(tally, outcome),
      };
    }
    case 'resetTally':
      return { ...state, tally: EMPTY_TALLY };
  }
}

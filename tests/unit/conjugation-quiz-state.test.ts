import { describe, expect, it } from 'vitest';
import type { Question } from '@/features/conjugation/quiz/pick';
import {
  EMPTY_TALLY,
  INITIAL_QUIZ_STATE,
  quizReducer,
  recordOutcome,
  type QuizState,
} from '@/features/conjugation/quiz/quiz-state';

const question: Question = { word: 0, form: 'past', polite: true, negative: false };

describe('the tally', () => {
  it('counts right answers, the streak and the best streak', () => {
    let t = EMPTY_TALLY;
    for (const outcome of ['correct', 'correct-other-kanji', 'wrong', 'correct', 'revealed', 'correct'] as const) {
      t = recordOutcome(t, outcome);
    }
    expect(t).toEqual({ right: 4, total: 6, streak: 1, best: 2 });
  });
});

describe('the quiz flow', () => {
  const asking = quizReducer(INITIAL_QUIZ_STATE, { type: 'ask', question });

  it('checks once: a second Enter or a double click does not count twice', () => {
    let s: QuizState = quizReducer(asking, { type: 'answered', outcome: 'correct', answer: 'かきました' });
    s = quizReducer(s, { type: 'answered', outcome: 'correct', answer: 'かきました' });
    s = quizReducer(s, { type: 'reveal', answer: '' });
    expect(s.phase).toBe('answered');
    expect(s.tally).toEqual({ right: 1, total: 1, streak: 1, best: 1 });
  });

  it("counts I don't know as missed and ends the streak", () => {
    let s = quizReducer(asking, { type: 'answered', outcome: 'correct', answer: 'x' });
    s = quizReducer(s, { type: 'ask', question });
    s = quizReducer(s, { type: 'reveal', answer: '' });
    expect(s).toMatchObject({ phase: 'answered', outcome: 'revealed' });
    expect(s.tally).toEqual({ right: 1, total: 2, streak: 0, best: 1 });
  });

  it('does not count an answer that is not kana yet', () => {
    const s = quizReducer(asking, { type: 'notKana' });
    expect(s).toMatchObject({ phase: 'asking', notKana: true, tally: EMPTY_TALLY });
    expect(quizReducer(s, { type: 'edited' })).toMatchObject({ phase: 'asking', notKana: false });
  });

  it('keeps the tally across questions and resets it on request', () => {
    let s = quizReducer(asking, { type: 'answered', outcome: 'wrong', answer: 'x' });
    s = quizReducer(s, { type: 'empty' });
    expect(s.tally.total).toBe(1);
    expect(quizReducer(s, { type: 'resetTally' }).tally).toEqual(EMPTY_TALLY);
  });
});

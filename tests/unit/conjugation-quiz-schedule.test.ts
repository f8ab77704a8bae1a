import { describe, expect, it } from 'vitest';
import { CONJUGATION_FORMS, OPTION_COMBOS } from '@/features/conjugation/engine';
import { VERBS } from '@/features/conjugation/engine/words';
import {
  formKey,
  pairCardKey,
  parseFormKey,
  questionOfCardKey,
  wordIndexOf,
} from '@/features/conjugation/quiz/pair-key';
import type { Question } from '@/features/conjugation/quiz/pick';
import { planQuiz } from '@/features/conjugation/quiz/plan';
import type { QuizWord } from '@/features/conjugation/quiz/quiz-word';
import {
  hasStoredPairs,
  nextWeakQuestion,
  scheduledQuestion,
  weakQuestions,
  type PairStates,
} from '@/features/conjugation/quiz/schedule';
import { defaultSettings } from '@/features/conjugation/quiz/settings';
import { conjugationDeckOf } from '@/features/review/server/deck-cards';
import { gradeCard, newCardState, type CardState, type ReviewRating } from '@/features/review/fsrs';
import { quizWordsOf, seeded } from './support/conjugation-quiz';

const WORDS: QuizWord[] = quizWordsOf(VERBS);
const PLAN = planQuiz(defaultSettings('verb'), 'verb', WORDS);
const at = (dictionary: string) => WORDS.findIndex((w) => w.dictionary === dictionary);
const q = (dictionary: string, form: Question['form'], polite = false, negative = false): Question => ({
  word: at(dictionary),
  form,
  polite,
  negative,
});
const key = (question: Question) => pairCardKey(WORDS[question.word], question);

const T0 = Date.UTC(2026, 10, 27, 9);
const MINUTE = 60_000;
const DAY = 86_400_000;

/** A pair's state after these grades, each a given time after T0. */
function graded(...grades: [ReviewRating, number][]): CardState {
  let state = newCardState(T0);
  for (const [rating, after] of grades) state = gradeCard(state, rating, T0 + after, 0.9).card;
  return state;
}

describe('the card key of a (word, form) pair', () => {
  it('names every form and variant, reads back, and is a card the server accepts', () => {
    for (const form of CONJUGATION_FORMS) {
      for (const options of OPTION_COMBOS) {
        const variant = { form, ...options };
        expect(parseFormKey(formKey(variant))).toEqual(variant);
        expect(conjugationDeckOf(pairCardKey(WORDS[at('食べる')], variant))).toBe('verb');
      }
    }
    expect(formKey({ form: 'causativePassive', polite: true, negative: true })).toBe(
      'causative-passive-polite-negative',
    );
    const question = q('書く', 'past', true, false);
    expect(questionOfCardKey(key(question), wordIndexOf(WORDS))).toEqual(question);
    expect(questionOfCardKey('知らない:しらない|past', wordIndexOf(WORDS))).toBeNull();
    expect(parseFormKey('pastpolite')).toBeNull();
  });
});

describe('the practice quiz follows the schedule', () => {
  const missed = q('書く', 'past');
  const known = q('食べる', 'te');

  it('asks a missed pair again once it is due, before the pairs answered right', () => {
    // Both graded at T0: the miss is due a minute later (first learning step), the right answer ten minutes later.
    const states: PairStates = new Map([
      [key(missed), graded([1, 0])],
      [key(known), graded([3, 0])],
    ]);
    expect(scheduledQuestion(WORDS, PLAN, states, T0 + 2 * MINUTE, seeded(1))).toEqual(missed);
    // When both are due, the most overdue comes first: still the miss.
    expect(scheduledQuestion(WORDS, PLAN, states, T0 + 11 * MINUTE, seeded(1))).toEqual(missed);
    // The one just asked waits its turn when another is due.
    expect(scheduledQuestion(WORDS, PLAN, states, T0 + 11 * MINUTE, seeded(1), missed)).toEqual(known);
  });

  it('asks new pairs rather than pairs that are not due', () => {
    const states = new Map([
      [key(missed), graded([3, 0], [3, 10 * MINUTE])],
      [key(known), graded([3, 0], [3, 10 * MINUTE])],
    ]);
    const random = seeded(7);
    for (let i = 0; i < 200; i++) {
      const next = scheduledQuestion(WORDS, PLAN, states, T0 + DAY / 2, random);
      expect(next).not.toBeNull();
      expect(states.has(key(next!))).toBe(false);
    }
    // A day and more later they are due again, and come before any new pair.
    expect([missed, known]).toContainEqual(scheduledQuestion(WORDS, PLAN, states, T0 + 30 * DAY, seeded(3)));
  });

  it('stays within the settings: a due pair of a form not ticked is not asked', () => {
    const potential = q('書く', 'potential');
    const states = new Map([[key(potential), graded([1, 0])]]);
    const random = seeded(11);
    for (let i = 0; i < 100; i++) {
      const next = scheduledQuestion(WORDS, PLAN, states, T0 + DAY, random)!;
      expect(PLAN.slots.some((slot) => slot.form === next.form)).toBe(true);
      expect(next.form).not.toBe('potential');
    }
  });
});

describe('the weak forms', () => {
  it('are the missed and due pairs, the most missed first, whatever the settings', () => {
    const lapsedTwice = q('話す', 'causativePassive'); // not a form the default settings ask
    const missedOnce = q('書く', 'past');
    const rightOnce = q('見る', 'negative');
    const learned = q('飲む', 'te');
    const states = new Map([
      [key(lapsedTwice), graded([3, 0], [3, 10 * MINUTE], [1, 3 * DAY], [3, 3 * DAY + 10 * MINUTE], [1, 5 * DAY])],
      [key(missedOnce), graded([1, 5 * DAY])],
      [key(rightOnce), graded([3, 5 * DAY])],
      [key(learned), graded([3, 4 * DAY], [3, 4 * DAY + 10 * MINUTE])],
    ]);
    const now = T0 + 5 * DAY + MINUTE / 2;
    const weak = weakQuestions(WORDS, states, now);
    expect(weak[0]).toEqual(lapsedTwice);
    expect(weak[1]).toEqual(missedOnce); // a miss makes a pair harder than a right answer does
    expect(weak).not.toContainEqual(rightOnce); // right at once: due in ten minutes, not weak
    expect(weak).toHaveLength(2);
    // Missed, then answered right: no longer weak until it is due again.
    const fixed = new Map([[key(missedOnce), graded([1, 0], [3, MINUTE])]]);
    expect(weakQuestions(WORDS, fixed, T0 + 2 * MINUTE)).toEqual([]);
    expect(weakQuestions(WORDS, fixed, T0 + 12 * MINUTE)).toEqual([missedOnce]);
    expect(weak).not.toContainEqual(learned); // answered right twice: due in days, not now
    expect(nextWeakQuestion(WORDS, states, now, lapsedTwice)).toEqual(missedOnce);
  });

  it('has none when nothing was missed or is due, and none at all before any answer', () => {
    const learned = q('飲む', 'te');
    const states = new Map([[key(learned), graded([3, 0], [3, 10 * MINUTE])]]);
    expect(nextWeakQuestion(WORDS, states, T0 + DAY / 2)).toBeNull();
    expect(hasStoredPairs(WORDS, states)).toBe(true);
    expect(nextWeakQuestion(WORDS, new Map(), T0)).toBeNull();
    expect(hasStoredPairs(WORDS, new Map())).toBe(false);
    // Once due, it is weak again.
    expect(nextWeakQuestion(WORDS, states, T0 + 60 * DAY)).toEqual(learned);
  });
});

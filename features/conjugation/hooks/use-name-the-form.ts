'use client';

import { useEffect, useEffectEvent, useMemo, useReducer, useRef } from 'react';
import type { ConjugationForm } from '@/features/conjugation/engine';
import { explainConjugation, type Locale } from '@/features/conjugation/engine/explain';
import {
  acceptedNames,
  isAcceptedChoice,
  pickReverseQuestion,
  type FormChoice,
  type ReverseQuestion,
} from '@/features/conjugation/quiz/name-the-form';
import type { QuizPlan } from '@/features/conjugation/quiz/plan';
import { EMPTY_TALLY, recordOutcome, type Tally } from '@/features/conjugation/quiz/quiz-state';
import type { QuizWord } from '@/features/conjugation/quiz/quiz-word';

interface Picked {
  form: ConjugationForm | null;
  polite: boolean;
  negative: boolean;
}

interface Drill {
  /** False until the first question is drawn (the settings are read from the device first). */
  started: boolean;
  question: ReverseQuestion | null;
  picked: Picked;
  /** Null while the learner is choosing. */
  verdict: 'right' | 'wrong' | null;
  tally: Tally;
  /** "Check" was pressed with no form chosen. */
  needForm: boolean;
}

const START: Drill = {
  started: false,
  question: null,
  picked: { form: null, polite: false, negative: false },
  verdict: null,
  tally: EMPTY_TALLY,
  needForm: false,
};

/** The reverse drill's flow: show a conjugated form, the learner names it, the engine judges, then the next one. */
export function useNameTheForm({
  words,
  plan,
  ready,
  locale,
}: {
  words: readonly QuizWord[];
  plan: QuizPlan;
  ready: boolean;
  locale: Locale;
}) {
  const [drill, setDrill] = useReducer((before: Drill, change: (before: Drill) => Drill) => change(before), START);
  const { question, picked, verdict, tally, started, needForm } = drill;
  const nextRef = useRef<HTMLButtonElement>(null);

  const ask = (previous: ReverseQuestion | null) =>
    setDrill((before) => ({
      ...START,
      started: true,
      tally: before.tally,
      question: pickReverseQuestion(words, plan, Math.random, previous?.question),
    }));

  // The first question once the settings are read, and a new one when they change.
  const askFirst = useEffectEvent(() => ask(null));
  useEffect(() => {
    if (ready) askFirst();
  }, [ready, plan, words]);

  /**
   * The single point where an answer is judged: right when the chosen form of the word produces the string
   * shown (every form that does is accepted).
   */
  const judge = () => {
    if (!question || verdict) return;
    if (!picked.form) return setDrill((before) => ({ ...before, needForm: true }));
    const choice: FormChoice = { form: picked.form, polite: picked.polite, negative: picked.negative };
    const right = isAcceptedChoice(words[question.question.word], question.written, choice);
    setDrill((before) => ({
      ...before,
      verdict: right ? 'right' : 'wrong',
      tally: recordOutcome(before.tally, right ? 'correct' : 'wrong'),
    }));
    requestAnimationFrame(() => nextRef.current?.focus());
  };

  const feedback = useMemo(() => {
    if (!question) return null;
    const word = words[question.question.word];
    const { form, polite, negative } = question.question;
    return {
      names: acceptedNames(word, question.written, locale),
      rule: explainConjugation(word, form, { polite, negative }, locale),
    };
  }, [question, words, locale]);

  return {
    started,
    question,
    picked,
    verdict,
    tally,
    needForm,
    feedback,
    nextRef,
    actions: {
      pick: (change: Partial<Picked>) =>
        setDrill((before) => ({ ...before, picked: { ...before.picked, ...change }, needForm: false })),
      judge,
      next: () => ask(question),
      resetTally: () => setDrill((before) => ({ ...before, tally: EMPTY_TALLY })),
    },
  };
}

'use client';

import { useEffect, useEffectEvent, useMemo, useReducer, useRef, useState } from 'react';
import { conjugate } from '@/features/conjugation/engine';
import { checkAnswer, type CheckResult } from '@/features/conjugation/engine/check-answer';
import { describeForm, explainConjugation, type Locale } from '@/features/conjugation/engine/explain';
import type { QuizPlan } from '@/features/conjugation/quiz/plan';
import { pairCardKey } from '@/features/conjugation/quiz/pair-key';
import { questionFits, type Question } from '@/features/conjugation/quiz/pick';
import { INITIAL_QUIZ_STATE, isRight, quizReducer, type Outcome } from '@/features/conjugation/quiz/quiz-state';
import { nextWeakQuestion, scheduledQuestion } from '@/features/conjugation/quiz/schedule';
import type { QuizWord } from '@/features/conjugation/quiz/quiz-word';
import { hasKanji } from '@/features/japanese/kana';
import { reportConjugationMiss } from '@/features/mistakes/report';
import { finalizeAnswer, hasLatin } from '@/features/japanese/romaji';
import type { PairSchedule } from './use-pair-schedule';

/** Practice: the schedule within the settings. Weak: only the learner's weak pairs (features/conjugation/quiz/schedule.ts). */
export type QuizMode = 'practice' | 'weak';

// The kanji-reading table (~20 kB gzip) is only needed for answers typed with other kanji than expected:
// it is loaded on demand, and fetched early as soon as the learner types a kanji.
const loadKanjiReadings = () => import('@/features/conjugation/engine/kanji-readings').then((m) => m.kanjiReadings);

/** A grade's idempotency key (getRandomValues works on plain http too, unlike randomUUID). */
function gradeKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function optionsOf(q: Question) {
  return { polite: q.polite, negative: q.negative };
}

/**
 * The conjugation quiz's state and actions: which question is asked, the typed answer, checking it (with the
 * kanji-reading table when needed), the focus and the scroll that follow each step.
 */
export function useConjugationQuiz({
  words,
  plan,
  ready: settingsReady,
  locale,
  mode,
  schedule,
}: {
  words: readonly QuizWord[];
  plan: QuizPlan;
  ready: boolean;
  locale: Locale;
  mode: QuizMode;
  schedule: PairSchedule;
}) {
  const ready = settingsReady && schedule.ready;
  const [state, dispatch] = useReducer(quizReducer, INITIAL_QUIZ_STATE);
  const [value, setValue] = useState('');
  const [emptyHint, setEmptyHint] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const stateRef = useRef(state);

  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const choose = (previous: Question | null) =>
    mode === 'weak'
      ? nextWeakQuestion(words, schedule.states(), Date.now(), previous)
      : scheduledQuestion(words, plan, schedule.states(), Date.now(), Math.random, previous);

  // A new plan (settings changed, or read from storage) keeps the current question if it still fits;
  // otherwise the next question follows the new settings at once. The weak mode does not follow the settings.
  // The question on screen and the schedule's states are read, not followed: answering does not re-ask.
  const followPlan = useEffectEvent(() => {
    const asked = state.phase === 'asking' || state.phase === 'answered';
    if (asked && (mode === 'weak' || questionFits(state.question, plan, words))) return;
    const question = choose(null);
    setValue('');
    setEmptyHint(false);
    dispatch(question ? { type: 'ask', question } : { type: 'empty' });
  });
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the plan is read from the device after mounting
    if (ready) followPlan();
  }, [plan, ready, words, mode]);

  // One key per question asked: a second Enter or a retried request saves its grade once.
  const gradeKeys = useRef(new WeakMap<Question, string>());

  /**
   * The single point where an answer is judged (checked, or given up with "I don't know"). Right → Good,
   * anything else → Again, so a missed pair comes back a minute later and a known one days later.
   */
  const judged = (question: Question, outcome: Outcome) => {
    let key = gradeKeys.current.get(question);
    if (!key) gradeKeys.current.set(question, (key = gradeKey()));
    schedule.grade(pairCardKey(words[question.word], question), isRight(outcome) ? 3 : 1, key);
  };

  const focusInput = () => requestAnimationFrame(() => inputRef.current?.focus());

  // The first question takes the focus, so a keyboard user can type at once — unless the learner is
  // already somewhere else on the page (never steal focus from the settings).
  const hasQuestion = state.phase === 'asking' || state.phase === 'answered';
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (!hasQuestion || focusedOnce.current) return;
    focusedOnce.current = true;
    if (document.activeElement === document.body || document.activeElement === null)
      inputRef.current?.focus({ preventScroll: true });
  }, [hasQuestion]);

  const next = () => {
    const current = stateRef.current;
    const previous = current.phase === 'answered' || current.phase === 'asking' ? current.question : null;
    const question = choose(previous);
    setValue('');
    setEmptyHint(false);
    dispatch(question ? { type: 'ask', question } : { type: 'empty' });
    focusInput();
  };

  const check = async () => {
    if (state.phase !== 'asking') return;
    const question = state.question;
    const answer = finalizeAnswer(value);
    if (!answer) {
      setEmptyHint(true);
      return;
    }
    const word = words[question.word];
    const options = optionsOf(question);
    const expected = conjugate(word, question.form, options);
    if (!expected) return; // cannot happen: questions are only picked where the form exists
    const context = { word, form: question.form, options };
    let result: CheckResult = checkAnswer(expected, answer, { context });
    if (result.verdict === 'wrong' && result.note?.kind === 'unverified-other-kanji') {
      try {
        result = checkAnswer(expected, answer, { context, kanjiReadings: await loadKanjiReadings() });
      } catch (error) {
        // The table could not be loaded (offline, a new deployment): the answer stays "wrong", and the
        // note still shows the expected spelling.
        console.error(error);
      }
      if (stateRef.current.phase !== 'asking' || stateRef.current.question !== question) return;
    }
    setValue(answer);
    if (result.verdict === 'wrong') reportConjugationMiss(word, question, answer, expected, locale);
    if (result.verdict === 'not-kana') dispatch({ type: 'notKana' });
    else {
      dispatch({ type: 'answered', outcome: result.verdict, answer: result.normalized, note: result.note });
      judged(question, result.verdict);
    }
    focusInput(); // the Check button just clicked is gone: keep the focus where Enter leads on
  };

  const giveUp = () => {
    if (state.phase !== 'asking') return;
    dispatch({ type: 'reveal', answer: value });
    judged(state.question, 'revealed');
    focusInput();
  };

  const onEnter = () => {
    if (state.phase === 'asking') void check();
    else if (state.phase === 'answered') next();
  };

  const onValueChange = (text: string) => {
    setValue(text);
    setEmptyHint(false);
    dispatch({ type: 'edited' });
    if (hasKanji(text)) void loadKanjiReadings();
  };

  const resetTally = () => dispatch({ type: 'resetTally' });

  const question = state.phase === 'asking' || state.phase === 'answered' ? state.question : null;
  const word = question ? words[question.word] : null;
  const answered = state.phase === 'answered';

  // On a phone the verdict lands below the fold (under the keyboard): bring it into view.
  const feedbackRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answered) feedbackRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [answered, question]);

  const derived = useMemo(() => {
    if (!question || !word) return null;
    const options = optionsOf(question);
    return {
      expected: conjugate(word, question.form, options),
      explanation: explainConjugation(word, question.form, options, locale),
      formLabel: describeForm(question.form, options, locale),
    };
  }, [question, word, locale]);

  const notKana = state.phase === 'asking' && state.notKana;
  const preview = state.phase === 'asking' && hasLatin(value) && !notKana ? finalizeAnswer(value) : null;

  return {
    state,
    question,
    word,
    answered,
    derived,
    value,
    emptyHint,
    notKana,
    preview,
    inputRef,
    feedbackRef,
    actions: { next, check, giveUp, onEnter, onValueChange, resetTally },
  };
}

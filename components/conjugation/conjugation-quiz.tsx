'use client';

import { RotateCcw, SearchX, Settings2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { conjugate } from '@/lib/conjugation';
import { checkAnswer, type CheckResult } from '@/lib/conjugation/check-answer';
import { describeForm, explainConjugation } from '@/lib/conjugation/explain';
import { hasKanji } from '@/lib/japanese/kana';
import { canAsk, type QuizPlan } from '@/lib/conjugation-quiz/plan';
import { pickQuestion, questionFits, type Question } from '@/lib/conjugation-quiz/pick';
import { INITIAL_QUIZ_STATE, quizReducer, type Tally } from '@/lib/conjugation-quiz/quiz-state';
import type { QuizWord } from '@/lib/conjugation-quiz/quiz-word';
import { finalizeAnswer, hasLatin } from '@/lib/japanese/romaji';
import type { QuizKind, QuizSettings } from '@/lib/conjugation-quiz/settings';
import { AnswerInput } from '@/components/ui/answer-input';
import { FuriganaText } from './furigana-text';
import { groupKey } from './labels';
import { QuizFeedback } from './quiz-feedback';
import { QUIZ_CARD_MIN_HEIGHT, QuizLoadingCard } from './quiz-loading-card';
import { SettingsIssues } from './settings-issues';
import { useJapaneseVoice } from '@/components/speech/use-japanese-voice';

// The kanji-reading table (~20 kB gzip) is only needed for answers typed with other kanji than expected:
// it is loaded on demand, and fetched early as soon as the learner types a kanji.
const loadKanjiReadings = () => import('@/lib/conjugation/kanji-readings').then((m) => m.kanjiReadings);

function optionsOf(q: Question) {
  return { polite: q.polite, negative: q.negative };
}

export function ConjugationQuiz({
  kind,
  words,
  plan,
  settings,
  ready,
  onOpenSettings,
}: {
  kind: QuizKind;
  words: readonly QuizWord[];
  plan: QuizPlan;
  settings: QuizSettings;
  /** False until the stored settings have been read (server render and hydration). */
  ready: boolean;
  onOpenSettings: () => void;
}) {
  const t = useTranslations('conjugation');
  const locale = useLocale() === 'vi' ? 'vi' : 'en';
  const [state, dispatch] = useReducer(quizReducer, INITIAL_QUIZ_STATE);
  const [value, setValue] = useState('');
  const [emptyHint, setEmptyHint] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const stateRef = useRef(state);
  const speak = useJapaneseVoice();
  const hintId = useId();

  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  // A new plan (settings changed, or read from storage) keeps the current question if it still fits;
  // otherwise the next question follows the new settings at once.
  useEffect(() => {
    if (!ready) return;
    const current = stateRef.current;
    if ((current.phase === 'asking' || current.phase === 'answered') && questionFits(current.question, plan, words)) return;
    const question = pickQuestion(words, plan);
    setValue('');
    setEmptyHint(false);
    dispatch(question ? { type: 'ask', question } : { type: 'empty' });
  }, [plan, ready, words]);

  const focusInput = () => requestAnimationFrame(() => inputRef.current?.focus());

  // The first question takes the focus, so a keyboard user can type at once — unless the learner is
  // already somewhere else on the page (never steal focus from the settings).
  const hasQuestion = state.phase === 'asking' || state.phase === 'answered';
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (!hasQuestion || focusedOnce.current) return;
    focusedOnce.current = true;
    if (document.activeElement === document.body || document.activeElement === null) inputRef.current?.focus({ preventScroll: true });
  }, [hasQuestion]);

  const next = () => {
    const current = stateRef.current;
    const previous = current.phase === 'answered' || current.phase === 'asking' ? current.question : null;
    const question = pickQuestion(words, plan, Math.random, previous);
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
    if (result.verdict === 'not-kana') dispatch({ type: 'notKana' });
    else dispatch({ type: 'answered', outcome: result.verdict, answer: result.normalized, note: result.note });
    focusInput(); // the Check button just clicked is gone: keep the focus where Enter leads on
  };

  const giveUp = () => {
    if (state.phase !== 'asking') return;
    dispatch({ type: 'reveal', answer: value });
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

  if (!ready || state.phase === 'loading') return <QuizLoadingCard kind={kind} />;

  if (state.phase === 'empty' || !question || !word || !derived?.expected) {
    return (
      <Card className="flex min-h-80 flex-col items-center justify-center gap-4 text-center" role="status">
        <SearchX aria-hidden className="size-10 text-primary-500" />
        <p className="max-w-md text-lg font-semibold">{t(`quiz.empty.${kind}`)}</p>
        {!canAsk(plan) ? <SettingsIssues kind={kind} plan={plan} blockingOnly className="w-full max-w-md text-left" /> : null}
        <Button variant="secondary" onClick={onOpenSettings}>
          <Settings2 aria-hidden className="size-4" />
          {t('quiz.openSettings')}
        </Button>
      </Card>
    );
  }

  const showMeaning = settings.meaning === 'always' || answered;
  const notKana = state.phase === 'asking' && state.notKana;
  const preview = state.phase === 'asking' && hasLatin(value) && !notKana ? finalizeAnswer(value) : null;

  return (
    <Card className={`p-4 sm:p-6 ${QUIZ_CARD_MIN_HEIGHT}`} aria-label={t('quiz.label')} role="region">
      <TallyBar tally={state.tally} onReset={() => dispatch({ type: 'resetTally' })} />

      <div
        className="mt-4 flex flex-col items-center gap-2 text-center"
        data-testid="conjugation-question"
        data-dictionary={word.dictionary}
        data-reading={word.reading}
        data-type={word.type}
        data-form={question.form}
        data-polite={String(question.polite)}
        data-negative={String(question.negative)}
      >
        <p className="flex flex-wrap justify-center gap-2 text-xs font-medium text-zinc-600 dark:text-zinc-400">
          <span className="rounded-full border border-zinc-300 px-2 py-0.5 dark:border-zinc-700">N{word.level}</span>
          <span className="rounded-full border border-zinc-300 px-2 py-0.5 dark:border-zinc-700">
            {t(`groupShort.${groupKey(word.type)}`)}
          </span>
        </p>
        <p className="text-4xl leading-[1.6] font-semibold sm:text-5xl">
          <FuriganaText written={word.dictionary} reading={word.reading} hideReading={settings.furigana === 'after' && !answered} />
        </p>
        <p className={showMeaning ? 'text-zinc-700 dark:text-zinc-300' : 'text-sm text-zinc-600 italic dark:text-zinc-400'}>
          {showMeaning ? word.meaning : t('quiz.meaningHidden')}
        </p>
        <p className="mt-2 flex flex-wrap items-center justify-center gap-2">
          <span className="text-sm text-zinc-600 dark:text-zinc-400">{t('quiz.askedForm')}</span>
          <span
            data-testid="conjugation-form"
            className="rounded-lg bg-primary-500/15 px-3 py-1 font-semibold text-primary-800 dark:text-primary-200"
          >
            {derived.formLabel}
          </span>
        </p>
      </div>

      {/* Not a <form>: the browser's implicit submission on Enter would also fire for the Enter that
          confirms an IME conversion. Enter is handled by the field itself (see AnswerInput). */}
      <div className="mt-5">
        <label htmlFor={`${hintId}-input`} className="sr-only">
          {t('quiz.answerLabel')}
        </label>
        <AnswerInput
          id={`${hintId}-input`}
          inputRef={inputRef}
          value={value}
          onValueChange={onValueChange}
          onEnter={onEnter}
          onGiveUp={giveUp}
          readOnly={answered}
          aria-readonly={answered || undefined}
          aria-invalid={notKana || undefined}
          aria-describedby={`${hintId}-hint`}
          placeholder={t('quiz.placeholder')}
          enterKeyHint={answered ? 'next' : 'done'}
        />
        <p id={`${hintId}-hint`} aria-live="polite" className="mt-2 min-h-5 text-sm">
          {notKana ? (
            <span className="text-amber-700 dark:text-amber-300">{t('quiz.notKana', { text: value })}</span>
          ) : emptyHint ? (
            <span className="text-amber-700 dark:text-amber-300">{t('quiz.emptyAnswer')}</span>
          ) : preview ? (
            <span className="text-zinc-600 dark:text-zinc-400">
              {t('quiz.kanaPreview', { kana: preview })}
            </span>
          ) : null}
        </p>

        <div className="mt-3 grid gap-2 min-[375px]:grid-cols-2 sm:flex sm:justify-end">
          {answered ? (
            // Keyed, so that the clicked "I don't know" button is replaced rather than turned into this one.
            <Button key="next" type="button" size="lg" className="col-span-full sm:min-w-40" onClick={next}>
              {t(`quiz.next.${kind}`)}
            </Button>
          ) : (
            <>
              <Button key="give-up" type="button" variant="secondary" size="lg" className="whitespace-nowrap" onClick={giveUp}>
                {t('quiz.dontKnow')}
              </Button>
              <Button key="check" type="button" size="lg" className="whitespace-nowrap max-[374px]:order-first sm:min-w-32" onClick={() => void check()}>
                {t('quiz.check')}
              </Button>
            </>
          )}
        </div>
      </div>

      <div ref={feedbackRef} aria-live="polite" className="mt-4 scroll-mb-4 empty:hidden">
        {state.phase === 'answered' ? (
          <QuizFeedback
            outcome={state.outcome}
            answer={state.answer}
            note={state.note}
            word={word}
            expected={derived.expected}
            explanation={derived.explanation}
            speak={speak}
          />
        ) : null}
      </div>

      <p className="mt-4 hidden text-center text-xs text-zinc-600 sm:block dark:text-zinc-400">{t('quiz.shortcuts')}</p>
    </Card>
  );
}

function TallyBar({ tally, onReset }: { tally: Tally; onReset: () => void }) {
  const t = useTranslations('conjugation.quiz.tally');
  return (
    <div className="flex items-center justify-between gap-2 text-sm">
      <dl aria-label={t('label')} className="flex flex-wrap items-center gap-x-4 gap-y-1" data-testid="conjugation-tally">
        <div className="flex items-baseline gap-1.5">
          <dt className="text-zinc-600 dark:text-zinc-400">{t('right')}</dt>
          <dd className="font-semibold tabular-nums">{t('score', { right: tally.right, total: tally.total })}</dd>
        </div>
        <div className="flex items-baseline gap-1.5">
          <dt className="text-zinc-600 dark:text-zinc-400">{t('streak')}</dt>
          <dd className="font-semibold tabular-nums">
            {tally.streak}
            {tally.best > 0 ? (
              <span className="ml-1.5 font-normal text-zinc-600 dark:text-zinc-400">({t('best', { best: tally.best })})</span>
            ) : null}
          </dd>
        </div>
      </dl>
      {tally.total > 0 ? (
        <Button variant="ghost" size="icon" onClick={onReset} aria-label={t('reset')} title={t('reset')} className="size-8">
          <RotateCcw aria-hidden className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}

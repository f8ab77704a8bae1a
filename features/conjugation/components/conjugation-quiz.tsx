'use client';

import { PartyPopper } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useJapaneseVoice } from '@/features/japanese/hooks/use-japanese-voice';
import { AnswerInput } from '@/features/japanese/components/answer-input';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { QuizPlan } from '@/features/conjugation/quiz/plan';
import type { QuizWord } from '@/features/conjugation/quiz/quiz-word';
import { hasStoredPairs } from '@/features/conjugation/quiz/schedule';
import type { QuizKind, QuizSettings } from '@/features/conjugation/quiz/settings';
import { FuriganaText } from './furigana-text';
import { groupKey } from '../labels';
import { QuizFeedback } from './quiz-feedback';
import { QUIZ_CARD_MIN_HEIGHT, QuizLoadingCard } from './quiz-loading-card';
import { NothingToAsk } from './nothing-to-ask';
import { TallyBar } from './tally-bar';
import { useConjugationQuiz, type QuizMode } from '../hooks/use-conjugation-quiz';
import type { PairSchedule } from '../hooks/use-pair-schedule';

export function ConjugationQuiz({
  kind,
  words,
  plan,
  settings,
  ready,
  mode,
  schedule,
  onOpenSettings,
  onPractice,
}: {
  kind: QuizKind;
  words: readonly QuizWord[];
  plan: QuizPlan;
  settings: QuizSettings;
  /** False until the stored settings have been read (server render and hydration). */
  ready: boolean;
  mode: QuizMode;
  schedule: PairSchedule;
  onOpenSettings: () => void;
  /** Leaves the weak-forms mode for the practice quiz (its empty state's button). */
  onPractice: () => void;
}) {
  const t = useTranslations('conjugation');
  const locale = useLocale() === 'vi' ? 'vi' : 'en';
  const speak = useJapaneseVoice();
  const hintId = useId();
  const {
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
    actions,
  } = useConjugationQuiz({ words, plan, ready, locale, mode, schedule });
  const { next, check, giveUp, onEnter, onValueChange, resetTally } = actions;

  if (!ready || !schedule.ready || state.phase === 'loading') return <QuizLoadingCard kind={kind} />;

  if (state.phase === 'empty' && mode === 'weak') {
    const studied = hasStoredPairs(words, schedule.states());
    return (
      <Card className="flex min-h-80 flex-col items-center justify-center gap-4 text-center" role="status">
        <PartyPopper aria-hidden className="size-10 text-primary-500" />
        <p className="max-w-md text-lg font-semibold">{t(studied ? 'weak.caughtUp' : 'weak.nothingYet')}</p>
        <p className="max-w-md text-soft">{t(studied ? 'weak.caughtUpHint' : 'weak.nothingYetHint')}</p>
        <Button variant="secondary" onClick={onPractice}>
          {t('weak.practise')}
        </Button>
      </Card>
    );
  }

  if (state.phase === 'empty' || !question || !word || !derived?.expected) {
    return <NothingToAsk kind={kind} plan={plan} onOpenSettings={onOpenSettings} />;
  }

  const showMeaning = settings.meaning === 'always' || answered;

  return (
    <Card className={`p-4 sm:p-6 ${QUIZ_CARD_MIN_HEIGHT}`} aria-label={t('quiz.label')} role="region">
      <TallyBar tally={state.tally} onReset={resetTally} />

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
        <p className="flex flex-wrap justify-center gap-2 text-xs font-medium text-muted">
          <span className="rounded-full border border-line-strong px-2 py-0.5">N{word.level}</span>
          <span className="rounded-full border border-line-strong px-2 py-0.5">
            {t(`groupShort.${groupKey(word.type)}`)}
          </span>
        </p>
        <p className="text-4xl leading-[1.6] font-semibold sm:text-5xl">
          <FuriganaText
            written={word.dictionary}
            reading={word.reading}
            hideReading={settings.furigana === 'after' && !answered}
          />
        </p>
        <p className={showMeaning ? 'text-soft' : 'text-sm text-muted italic'}>
          {showMeaning ? word.meaning : t('quiz.meaningHidden')}
        </p>
        <p className="mt-2 flex flex-wrap items-center justify-center gap-2">
          <span className="text-sm text-muted">{t('quiz.askedForm')}</span>
          <span
            data-testid="conjugation-form"
            className="rounded-lg bg-primary-500/15 px-3 py-1 font-semibold text-accent-strong"
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
            <span className="text-warning-fg">{t('quiz.notKana', { text: value })}</span>
          ) : emptyHint ? (
            <span className="text-warning-fg">{t('quiz.emptyAnswer')}</span>
          ) : preview ? (
            <span className="text-muted">{t('quiz.kanaPreview', { kana: preview })}</span>
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
              <Button
                key="give-up"
                type="button"
                variant="secondary"
                size="lg"
                className="whitespace-nowrap"
                onClick={giveUp}
              >
                {t('quiz.dontKnow')}
              </Button>
              <Button
                key="check"
                type="button"
                size="lg"
                className="whitespace-nowrap max-[374px]:order-first sm:min-w-32"
                onClick={() => void check()}
              >
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

      {/* Keyboard shortcuts: from sm (QUIZ_CARD_MIN_HEIGHT counts them) and with a mouse and a keyboard, not on a touch screen. */}
      <p className="mt-4 hidden text-center text-xs text-muted sm:keys:block">{t('quiz.shortcuts')}</p>
    </Card>
  );
}

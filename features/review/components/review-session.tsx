'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Keycap } from '@/components/ui/keycap';
import { useNotify } from '@/components/toast/use-notify';
import { previewDue, type ReviewRating } from '@/features/review/fsrs';
import { asksWriting } from '@/features/review/writing-grade';
import { asksListening } from '@/features/review/listening';
import { useJapaneseVoice, useNoJapaneseVoice } from '@/features/japanese/hooks/use-japanese-voice';

import { GRADE_NAMES, GradeButtons } from './grade-buttons';
import { ListeningPrompt } from './listening-prompt';
import { ReviewAnswer, ReviewPrompt } from './review-card-face';
import { ReviewCounts } from './review-counts';
import { ReviewLoading } from './review-session-loader';
import { ReviewEmpty, ReviewDone } from './review-states';
import { ReviewSettingsForm } from './review-settings-form';
import { TypedAnswer, type TypedResult } from './typed-answer';
import { TypedFeedback } from './typed-feedback';
import { WritingAnswer, type WritingResult } from './writing-answer';
import { useIntervalLabel } from '../hooks/use-interval-label';
import { useReviewSession } from '../hooks/use-review-session';

/** The review screen: one card at a time, recall → turn over → grade (or type the answer), then the next. */
export function ReviewSession() {
  const t = useTranslations('review');
  const notify = useNotify();
  const interval = useIntervalLabel();
  const { state, grade, reload, updateSettings } = useReviewSession();
  const { current, settings } = state;
  const [shown, setShown] = useState(false);
  const [typed, setTyped] = useState<TypedResult | null>(null);
  const [written, setWritten] = useState<WritingResult | null>(null);
  const locale = useLocale();
  const [announcement, setAnnouncement] = useState('');
  const speak = useJapaneseVoice();
  const noVoice = useNoJapaneseVoice();

  const submit = useCallback(
    async (rating: ReviewRating) => {
      try {
        const next = await grade(rating);
        setShown(false);
        setTyped(null);
        setWritten(null);
        if (next)
          setAnnouncement(t('gradedAs', { grade: t(GRADE_NAMES[rating]), interval: interval(next.due - Date.now()) }));
      } catch {
        notify.error(t('saveFailed'));
      }
    },
    [grade, interval, notify, t],
  );

  const writes = current !== null && asksWriting(current, settings);
  // A word asked by ear asks its meaning, whatever side the other cards ask.
  const listens =
    current !== null && !writes
      ? asksListening(current, settings, speak ? 'ready' : noVoice ? 'none' : 'unknown')
      : 'no';
  const asks = listens === 'no' ? state.asks : 'front';
  // Space or Enter turns the card over (flip mode).
  useEffect(() => {
    if (!current || shown || settings.typedAnswers || writes) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLButtonElement) return;
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        setShown(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, shown, settings.typedAnswers, writes]);

  if (state.status === 'loading' && !current) return <ReviewLoading />;
  if (state.status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p>{t('loadFailed')}</p>
        <Button onClick={() => void reload()}>{t('retry')}</Button>
      </div>
    );
  }

  const settingsForm = (
    <ReviewSettingsForm
      mode={state.mode}
      settings={settings}
      onSaved={(next) => {
        updateSettings(next);
        void reload();
      }}
    />
  );
  if (!current) {
    return (
      <>
        {state.studying ? <ReviewDone reviewed={state.reviewed} /> : <ReviewEmpty />}
        {state.studying ? settingsForm : null}
      </>
    );
  }

  const revealed = settings.typedAnswers ? typed !== null : shown;
  // Typed and written answers grade themselves: one button goes on, saying when the card comes back.
  const nextButton = (rating: ReviewRating) => (
    <Button autoFocus className="w-full" disabled={state.saving} onClick={() => void submit(rating)}>
      {t('next')} ·{' '}
      {interval(previewDue(current.state, state.presentedAt, settings.desiredRetention)[rating] - state.presentedAt)}
    </Button>
  );
  // A writing miss goes to the mistakes bank, as the test's does (a review of it, under its unit).
  const onWritten = (result: WritingResult) => {
    setWritten(result);
    const { source } = current.content;
    if (result.outcome !== 'missed' || source.kind !== 'kanji') return;
    const level = source.set.toUpperCase();
    void import('@/features/mistakes/report').then(({ reportReviewWritingMiss }) =>
      reportReviewWritingMiss(
        current.content.exam,
        { source: 'kanji', termLanguage: 'ja', meaningLanguage: locale === 'vi' ? 'vi' : 'en' },
        {
          source: 'kanji',
          setKey: source.set,
          unitKey: source.unit ?? '',
          title: t('kanjiUnit', { level, unit: source.unit ?? '' }),
        },
      ),
    );
  };
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
        <ReviewCounts counts={state.counts} />
        <p aria-live="polite">{t('remaining', { count: state.remaining })}</p>
      </div>
      {state.mode === 'guest' ? <p className="mb-3 text-sm text-muted">{t('guestNote')}</p> : null}
      <Card className="flex min-h-72 flex-col items-center justify-center gap-6 p-6 text-center sm:p-10">
        {writes ? (
          <WritingAnswer key={state.gradeKey} content={current.content} result={written} onResult={onWritten} />
        ) : revealed ? (
          <ReviewAnswer content={current.content} />
        ) : (
          <>
            {listens === 'no' ? (
              <ReviewPrompt content={current.content} asks={asks} />
            ) : (
              <ListeningPrompt
                key={state.gradeKey}
                content={current.content}
                speak={listens === 'listen' ? speak : null}
              />
            )}
            {/* A word heard asks its meaning in its own words; a typed answer still says what to type. */}
            {listens !== 'no' && !settings.typedAnswers ? null : (
              <p className="text-sm text-muted">
                {settings.typedAnswers
                  ? t(asks === 'front' ? 'typedPrompt' : 'typedPromptBack')
                  : t(asks === 'front' ? 'recallPrompt' : 'recallPromptBack')}
              </p>
            )}
          </>
        )}
        {typed ? <TypedFeedback result={typed} /> : null}
      </Card>
      <div className="mt-4">
        {writes ? (
          written ? (
            nextButton(written.rating)
          ) : null
        ) : settings.typedAnswers ? (
          typed ? (
            nextButton(typed.rating)
          ) : (
            <TypedAnswer
              key={state.gradeKey}
              content={current.content}
              asks={asks}
              disabled={state.saving}
              onResult={setTyped}
            />
          )
        ) : shown ? (
          <GradeButtons
            state={current.state}
            now={state.presentedAt}
            retention={settings.desiredRetention}
            disabled={state.saving}
            onGrade={(rating) => void submit(rating)}
          />
        ) : (
          <Button size="lg" className="w-full" aria-keyshortcuts="Space" onClick={() => setShown(true)}>
            {t('show')} <Keycap className="border-zinc-900/30 px-1.5">{t('showKey')}</Keycap>
          </Button>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {/* The keys flip and grade; a card drawn on the pad grades itself. */}
      {writes ? null : <p className="mt-3 hidden text-center text-xs text-muted keys:block">{t('keysHint')}</p>}
      {settingsForm}
    </>
  );
}

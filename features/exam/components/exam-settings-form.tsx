'use client';

import { ArrowLeft, Play, VolumeX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { answerLanguage } from '@/features/exam/check-answer';
import { availableModes, cardsFor, maxQuestions } from '@/features/exam/questions';
import {
  DEFAULT_QUESTION_COUNT,
  type ExamDeck,
  type ExamSettings,
  type QuestionMode,
  type TestKind,
} from '@/features/exam/types';
import { useNoJapaneseVoice } from '@/features/japanese/hooks/use-japanese-voice';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils/cn';
import { SentencesStatus, type SentencesForTest } from './sentences-status';

/** Before a test: how many questions, what is asked, in which order. */
export function ExamSettingsForm({
  deck,
  testKind,
  initial,
  backHref,
  onStart,
  onModeChange,
  sentences,
}: {
  deck: ExamDeck;
  testKind: TestKind;
  initial: ExamSettings;
  backHref: string;
  onStart: (settings: ExamSettings) => void;
  /** The mode picked, as it changes: fill in the blank loads the unit's sentences. */
  onModeChange: (mode: QuestionMode) => void;
  /** The unit's sentences, while fill in the blank is picked. */
  sentences: SentencesForTest;
}) {
  const t = useTranslations('exam.settings');
  const id = useId();
  const [picked, setPicked] = useState<QuestionMode>(initial.mode);
  const modes = availableModes(deck, testKind);
  // A word heard needs a Japanese voice: without one the option stays, disabled, and says why.
  const noVoice = useNoJapaneseVoice();
  const usable = (m: QuestionMode) => !(m === 'listen' && noVoice);
  const mode = usable(picked) ? picked : (modes.find(usable) ?? picked);
  const setMode = (m: QuestionMode) => {
    setPicked(m);
    onModeChange(m);
  };
  const [countText, setCountText] = useState(String(initial.count));
  const [shuffle, setShuffle] = useState(initial.shuffle);
  const [touched, setTouched] = useState(false);
  const [countEdited, setCountEdited] = useState(false);
  const max = maxQuestions(deck, mode);
  const count = Number(countText);
  const countValid = /^\d+$/.test(countText.trim()) && count >= 1 && count <= max;
  const waitingForSentences = mode === 'blank' && sentences.status !== 'ready';
  const japaneseAnswer = answerLanguage(deck, mode) === 'ja';

  const modeLabel = (m: QuestionMode) =>
    m === 'write' || m === 'listen' || m === 'blank' ? t(`modes.${m}`) : t(`modes.${deck.source}.${m}`);

  return (
    <Card className="p-4 sm:p-6">
      <form
        noValidate
        aria-labelledby={`${id}-heading`}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (countValid && !waitingForSentences) onStart({ mode, count, shuffle });
        }}
        className="flex flex-col gap-6"
      >
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t('heading')}
        </h2>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('mode')}</legend>
          {modes.map((m) => (
            <label
              key={m}
              className={cn(
                'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2.5 transition-colors',
                !usable(m)
                  ? 'cursor-not-allowed border-line'
                  : m === mode
                    ? 'cursor-pointer border-primary-500 bg-accent-bg'
                    : 'cursor-pointer border-line hover:border-faint',
              )}
            >
              <input
                type="radio"
                name="mode"
                value={m}
                checked={m === mode}
                disabled={!usable(m)}
                aria-describedby={usable(m) ? undefined : `${id}-${m}-unavailable`}
                onChange={() => {
                  setMode(m);
                  // Reading questions may have fewer cards: an untouched count follows the mode, an edited one
                  // only shrinks to fit.
                  const newMax = maxQuestions(deck, m);
                  if (!countEdited) setCountText(String(Math.min(DEFAULT_QUESTION_COUNT, newMax)));
                  else if (Number(countText) > newMax) setCountText(String(newMax));
                }}
                className="size-4 accent-primary-600"
              />
              <span className={cn('flex-1', !usable(m) && 'text-muted')}>{modeLabel(m)}</span>
              <span className="text-xs text-muted">{t('cards', { count: cardsFor(deck, m).length })}</span>
              {usable(m) ? null : (
                // The reason describes the radio rather than lengthen its name: hidden from the name, not the description.
                <span
                  id={`${id}-${m}-unavailable`}
                  aria-hidden
                  className="flex basis-full gap-2 pl-7 text-sm text-muted"
                >
                  <VolumeX aria-hidden className="mt-0.5 size-4 shrink-0" />
                  {t('listenNoVoice')}
                </span>
              )}
            </label>
          ))}
          {mode === 'write' ? (
            <p className="text-sm text-muted">{t('writeHint')}</p>
          ) : mode === 'listen' ? (
            <p className="text-sm text-muted">{t('listenHint')}</p>
          ) : mode === 'blank' ? (
            <SentencesStatus sentences={sentences} />
          ) : testKind === 'written' && mode === 'term' && deck.source === 'kanji' ? (
            <p className="text-sm text-muted">{t('kanjiNeedsIme')}</p>
          ) : testKind === 'written' && japaneseAnswer ? (
            <p className="text-sm text-muted">{t('kanaHint')}</p>
          ) : null}
        </fieldset>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-count`} className="text-sm font-medium">
            {t('count')}
          </label>
          <input
            id={`${id}-count`}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={countText}
            onChange={(event) => {
              setCountText(event.target.value);
              setCountEdited(true);
            }}
            onBlur={() => setTouched(true)}
            aria-invalid={touched && !countValid}
            aria-describedby={`${id}-count-hint`}
            className="h-11 w-32 rounded-lg border border-line-strong bg-page px-3 text-base focus:border-primary-500 focus:outline-2 focus:outline-primary-500/40 aria-invalid:border-red-600"
          />
          <p id={`${id}-count-hint`} className={cn('text-sm', touched && !countValid ? 'text-danger' : 'text-muted')}>
            {touched && !countValid ? t('countError', { max }) : t('countHint', { max })}
          </p>
        </div>

        <label className="flex cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            checked={shuffle}
            onChange={(event) => setShuffle(event.target.checked)}
            className="size-4 accent-primary-600"
          />
          <span>{t('shuffle')}</span>
        </label>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button asChild variant="ghost">
            <Link href={backHref}>
              <ArrowLeft aria-hidden className="size-4" />
              {t('back')}
            </Link>
          </Button>
          <Button type="submit" size="lg" disabled={waitingForSentences}>
            <Play aria-hidden className="size-4" />
            {t('start')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

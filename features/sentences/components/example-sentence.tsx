'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { SpeakButton } from '@/features/japanese/components/speak-button';
import type { FuriganaSegment } from '@/features/content/types';
import { cn } from '@/lib/utils/cn';
import type { ExampleSentence } from '../types';

/** Segments of a sentence, ruby over those with a reading (when furigana are shown). */
export function FuriganaParts({ parts, furigana }: { parts: readonly FuriganaSegment[]; furigana: boolean }) {
  return parts.map((part, i) =>
    part.reading && furigana ? (
      <ruby key={i}>
        {part.text}
        <rp>(</rp>
        <rt>{part.reading}</rt>
        <rp>)</rp>
      </ruby>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}

/**
 * A sentence that shows a word in use: furigana over its kanji (when the learner shows furigana), the word
 * underlined in the primary colour as the sentence writes it, the translation in the learner's language, the
 * harder words it keeps explained, and a button that reads it aloud (its kana, so the voice cannot misread a
 * kanji), which keeps its taps to itself: the sentence sits on a card that turns over when tapped.
 */
export function ExampleSentenceView({
  sentence,
  furigana = true,
  speak,
  noVoiceNoteId = null,
  className,
}: {
  sentence: ExampleSentence;
  furigana?: boolean;
  /** null without a Japanese voice. */
  speak: ((text: string) => void) | null;
  /** The note saying why there is no sound, when it is known there is no voice. */
  noVoiceNoteId?: string | null;
  className?: string;
}) {
  const t = useTranslations('sentences');
  const locale = useLocale();
  const [from, to] = sentence.target;
  return (
    <figure className={cn('min-w-0 text-left', className)} data-testid="example-sentence">
      <div className="flex items-start gap-1">
        <p lang="ja" className="min-w-0 flex-1 font-jp text-lg leading-loose wrap-anywhere">
          <FuriganaParts parts={sentence.parts.slice(0, from)} furigana={furigana} />
          <mark className="rounded-sm bg-transparent font-semibold text-fg underline decoration-primary-500 decoration-2 underline-offset-[0.3em]">
            <FuriganaParts parts={sentence.parts.slice(from, to)} furigana={furigana} />
          </mark>
          <FuriganaParts parts={sentence.parts.slice(to)} furigana={furigana} />
        </p>
        <SpeakButton
          label={t('play')}
          onSpeak={speak ? () => speak(sentence.reading) : null}
          noVoiceNoteId={noVoiceNoteId}
          ownTaps
          className="size-9"
          iconClassName="size-4.5"
        />
      </div>
      <figcaption className="text-sm text-muted" lang={locale}>
        {locale === 'vi' ? sentence.vi : sentence.en}
      </figcaption>
      {sentence.glosses?.length ? (
        <ul className="mt-1 space-y-0.5 text-xs text-muted" aria-label={t('glosses')}>
          {sentence.glosses.map((gloss) => (
            <li key={gloss.word}>
              <span lang="ja" className="font-jp">
                {gloss.word}
                {gloss.reading !== gloss.word ? `（${gloss.reading}）` : ''}
              </span>{' '}
              {locale === 'vi' ? gloss.vi : gloss.en}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}

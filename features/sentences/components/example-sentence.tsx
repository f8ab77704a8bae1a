'use client';

import { Volume2, VolumeX } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Fragment, type MouseEvent } from 'react';
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
 * kanji). Buttons stop their click: the sentence sits on a card that turns over when clicked.
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
  const play = (event: MouseEvent) => {
    event.stopPropagation();
    speak?.(sentence.reading);
  };
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
        {speak ? (
          <button
            type="button"
            onClick={play}
            aria-label={t('play')}
            title={t('play')}
            className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-quiet hover:bg-surface-hover"
          >
            <Volume2 aria-hidden className="size-4.5" />
          </button>
        ) : noVoiceNoteId ? (
          <button
            type="button"
            disabled
            aria-label={t('play')}
            aria-describedby={noVoiceNoteId}
            className="inline-flex size-9 shrink-0 cursor-not-allowed items-center justify-center rounded-full text-quiet opacity-45"
          >
            <VolumeX aria-hidden className="size-4.5" />
          </button>
        ) : null}
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

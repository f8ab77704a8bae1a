'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import type { SentencesState } from '../hooks/use-unit-sentences';
import { ExampleSentenceView } from './example-sentence';

/**
 * A word's example sentence where a screen keeps a place for it: a quiet line while the unit's sentences
 * load, the error with a retry, the sentence, or nothing for a word that has none.
 */
export function SentenceSlot({
  wordId,
  state,
  retry,
  furigana,
  speak,
  noVoiceNoteId,
  className,
}: {
  wordId: string;
  state: SentencesState;
  retry: () => void;
  furigana?: boolean;
  speak: ((text: string) => void) | null;
  noVoiceNoteId?: string | null;
  className?: string;
}) {
  const t = useTranslations('sentences');
  if (state.status === 'idle') return null;
  if (state.status === 'loading')
    return (
      <p className={className} aria-busy="true">
        <span className="text-sm text-quiet">{t('loading')}</span>
      </p>
    );
  if (state.status === 'error')
    return (
      <p className={className} role="status">
        <span className="text-sm text-muted">{t('error')}</span>{' '}
        <button
          type="button"
          onClick={(event: MouseEvent) => {
            event.stopPropagation();
            retry();
          }}
          onPointerDown={(event) => event.stopPropagation()}
          onPointerUp={(event) => event.stopPropagation()}
          className="cursor-pointer text-sm font-medium text-link underline underline-offset-2"
        >
          {t('retry')}
        </button>
      </p>
    );
  const sentence = state.sentences[wordId]?.[0];
  if (!sentence) return null;
  return (
    <ExampleSentenceView
      sentence={sentence}
      furigana={furigana}
      speak={speak}
      noVoiceNoteId={noVoiceNoteId}
      className={className}
    />
  );
}

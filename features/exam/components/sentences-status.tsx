'use client';

import { RotateCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** A unit's example sentences as the test settings need them: loading, failed (with a retry), or how many words have one. */
export interface SentencesForTest {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** Ready: how many of the unit's words have a sentence, of how many. */
  readonly withSentence: { count: number; total: number } | null;
  readonly retry: () => void;
}

/** Under the "fill in the blank" option: what the test will ask, or why it cannot start yet. */
export function SentencesStatus({ sentences }: { sentences: SentencesForTest }) {
  const t = useTranslations('exam.settings');
  return (
    <div className="flex flex-col gap-2 text-sm text-muted">
      <p>{t('blankHint')}</p>
      {sentences.status === 'error' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-danger">
          <p>{t('sentencesFailed')}</p>
          <Button type="button" variant="secondary" size="sm" onClick={sentences.retry}>
            <RotateCw aria-hidden className="size-4" />
            {t('sentencesRetry')}
          </Button>
        </div>
      ) : sentences.status === 'ready' && sentences.withSentence ? (
        <p role="status">
          {sentences.withSentence.count === 0 ? t('sentencesNone') : t('sentencesCount', sentences.withSentence)}
        </p>
      ) : (
        <p role="status" className="animate-pulse">
          {t('sentencesLoading')}
        </p>
      )}
    </div>
  );
}

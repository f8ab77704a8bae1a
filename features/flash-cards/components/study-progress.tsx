'use client';

import { Check, Repeat2, RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Mark } from '@/features/flash-cards/study-deck';

/** Above the card: "3 / 30" (announced as "Card 3 of 30") and the card's mark, if any. */
export function StudyProgress({ current, total, mark }: { current: number; total: number; mark: Mark | undefined }) {
  const t = useTranslations('flashCardStudy');
  return (
    <div className="mb-2 flex min-h-7 items-center justify-between gap-2 text-sm">
      <p className="font-medium tabular-nums" aria-hidden>
        {total > 0 ? t('progress', { current, total }) : null}
      </p>
      <p className="sr-only" aria-live="polite">
        {total > 0 ? t('position', { current, total }) : ''}
      </p>
      {mark ? (
        <Badge variant={mark === 'known' ? 'known' : 'learning'}>
          {mark === 'known' ? <Check aria-hidden className="size-3.5" /> : <Repeat2 aria-hidden className="size-3.5" />}
          {mark === 'known' ? t('markedKnown') : t('markedLearning')}
        </Badge>
      ) : null}
    </div>
  );
}

/** In place of the card when only the cards still to learn are shown and none is left. */
export function AllCardsKnown({
  count,
  onStudyAll,
  onResetMarks,
}: {
  count: number;
  onStudyAll: () => void;
  onResetMarks: () => void;
}) {
  const t = useTranslations('flashCardStudy');
  return (
    <div className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-line-strong p-6 text-center sm:min-h-80">
      <Check aria-hidden className="size-10 rounded-full bg-emerald-500/15 p-2 text-success-icon" />
      <h3 className="text-lg font-semibold">{t('emptyHeading')}</h3>
      <p className="max-w-md text-sm text-muted">{t('emptyText', { count })}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button onClick={onStudyAll}>{t('studyAll')}</Button>
        <Button variant="secondary" onClick={onResetMarks}>
          <RotateCcw aria-hidden className="size-4" />
          {t('resetMarks')}
        </Button>
      </div>
    </div>
  );
}

'use client';

import { Check, Repeat2, RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Mark } from '@/features/flash-cards/study-deck';
import { cn } from '@/lib/utils/cn';

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
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
            mark === 'known'
              ? 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300'
              : 'bg-orange-500/15 text-orange-700 dark:text-orange-300',
          )}
        >
          {mark === 'known' ? <Check aria-hidden className="size-3.5" /> : <Repeat2 aria-hidden className="size-3.5" />}
          {mark === 'known' ? t('markedKnown') : t('markedLearning')}
        </span>
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
      <Check
        aria-hidden
        className="size-10 rounded-full bg-emerald-500/15 p-2 text-emerald-600 dark:text-emerald-400"
      />
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

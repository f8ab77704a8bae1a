'use client';

import { RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Tally } from '@/features/conjugation/quiz/quiz-state';

/** Right answers, the current streak and the best one, with a reset button once there is something to reset. */
export function TallyBar({ tally, onReset }: { tally: Tally; onReset: () => void }) {
  const t = useTranslations('conjugation.quiz.tally');
  return (
    <div className="flex items-center justify-between gap-2 text-sm">
      <dl
        aria-label={t('label')}
        className="flex flex-wrap items-center gap-x-4 gap-y-1"
        data-testid="conjugation-tally"
      >
        <div className="flex items-baseline gap-1.5">
          <dt className="text-muted">{t('right')}</dt>
          <dd className="font-semibold tabular-nums">{t('score', { right: tally.right, total: tally.total })}</dd>
        </div>
        <div className="flex items-baseline gap-1.5">
          <dt className="text-muted">{t('streak')}</dt>
          <dd className="font-semibold tabular-nums">
            {tally.streak}
            {tally.best > 0 ? (
              <span className="ml-1.5 font-normal text-muted">({t('best', { best: tally.best })})</span>
            ) : null}
          </dd>
        </div>
      </dl>
      {tally.total > 0 ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={onReset}
          aria-label={t('reset')}
          title={t('reset')}
          className="size-8"
        >
          <RotateCcw aria-hidden className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}

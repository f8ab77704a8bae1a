'use client';

import { Check, ChevronLeft, ChevronRight, Repeat2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { DeckAction, Mark } from '@/features/flash-cards/study-deck';
import { cn } from '@/lib/utils/cn';

export interface StudyControlsProps {
  /** 1-based position of the card shown, out of `total`. */
  current: number;
  total: number;
  flipped: boolean;
  mark: Mark | undefined;
  dispatch: (action: DeckAction) => void;
}

/** The buttons under the card: previous, flip, next; then "still learning" and "I know it". */
export function StudyControls({ current, total, flipped, mark, dispatch }: StudyControlsProps) {
  const t = useTranslations('flashCardStudy');
  return (
    <>
      <div className="mt-4 grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <Button
          variant="secondary"
          className="justify-self-start px-3 sm:px-4"
          onClick={() => dispatch({ type: 'previous' })}
          disabled={current <= 1}
        >
          <ChevronLeft aria-hidden className="size-4" />
          {t('previous')}
        </Button>
        <Button onClick={() => dispatch({ type: 'flip' })} aria-pressed={flipped} className="px-3 sm:px-4">
          <Repeat2 aria-hidden className="hidden size-4 min-[22rem]:block" />
          {t('flip')}
        </Button>
        <Button
          variant="secondary"
          className="justify-self-end px-3 sm:px-4"
          onClick={() => dispatch({ type: 'next' })}
          disabled={current >= total}
        >
          {t('next')}
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: 'mark', mark: 'learning' })}
          aria-pressed={mark === 'learning'}
          className={cn(mark === 'learning' && 'border-orange-500')}
        >
          <Repeat2 aria-hidden className="size-4 text-learning-icon" />
          {t('learning')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: 'mark', mark: 'known' })}
          aria-pressed={mark === 'known'}
          className={cn(mark === 'known' && 'border-emerald-500')}
        >
          <Check aria-hidden className="size-4 text-success-icon" />
          {t('know')}
        </Button>
      </div>
    </>
  );
}

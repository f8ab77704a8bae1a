'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

import { Button } from '@/components/ui/button';
import { Keycap } from '@/components/ui/keycap';
import { previewDue, RATINGS, type CardState, type ReviewRating } from '@/features/review/fsrs';
import { cn } from '@/lib/utils/cn';

import { useIntervalLabel } from '../hooks/use-interval-label';

export const GRADE_NAMES = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' } as const;

const TONES: Record<ReviewRating, string> = {
  1: 'border-danger-border',
  2: 'border-warning-border',
  3: 'border-success-border',
  4: 'border-info-border',
};

/** Again / Hard / Good / Easy, each with the interval it gives; keys 1–4 press them. */
export function GradeButtons({
  state,
  now,
  retention,
  disabled,
  onGrade,
}: {
  state: CardState;
  /** When the card was shown: the intervals count from there. */
  now: number;
  retention: number;
  disabled: boolean;
  onGrade: (rating: ReviewRating) => void;
}) {
  const t = useTranslations('review');
  const label = useIntervalLabel();
  const due = previewDue(state, now, retention);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || disabled) return;
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      const rating = Number(event.key);
      if (rating >= 1 && rating <= 4) {
        event.preventDefault();
        onGrade(rating as ReviewRating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [disabled, onGrade]);

  return (
    <div role="group" aria-label={t('gradeQuestion')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {RATINGS.map((rating) => {
        const name = t(GRADE_NAMES[rating]);
        const interval = label(due[rating] - now);
        return (
          <Button
            key={rating}
            variant="secondary"
            disabled={disabled}
            // The name is what the button shows ("Good 10 min": WCAG 2.5.3, a spoken command matches it); the
            // title adds "next review in". The key is a keycap in the corner, apart from the interval.
            title={t('gradeLabel', { grade: name, interval })}
            aria-keyshortcuts={String(rating)}
            onClick={() => onGrade(rating)}
            className={cn('relative h-auto flex-col gap-0.5 border-b-4 py-2', TONES[rating])}
          >
            <Keycap className="absolute top-1.5 left-1.5">{rating}</Keycap>
            <span>{name}</span>
            <span className="text-xs font-normal text-muted">{interval}</span>
          </Button>
        );
      })}
    </div>
  );
}

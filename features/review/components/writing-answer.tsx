'use client';

import { CircleCheck, CircleX, Lightbulb } from 'lucide-react';
import { useTranslations } from 'next-intl';

import { LazyWritingPad } from '@/features/exam/components/lazy-writing-pad';
import { shownReadings } from '@/features/exam/check-answer';
import type { ReviewRating } from '@/features/review/fsrs';
import type { ReviewCardContent } from '@/features/review/server/card-content';
import { writingRating } from '@/features/review/writing-grade';
import type { WritingOutcome } from '@/features/writing/writing-session';
import { cn } from '@/lib/utils/cn';

import { GRADE_NAMES } from './grade-buttons';

export interface WritingResult {
  outcome: WritingOutcome;
  rating: ReviewRating;
}

const LOOK = {
  clean: { Icon: CircleCheck, tone: 'text-success', message: 'writeClean' },
  hinted: { Icon: Lightbulb, tone: 'text-learning-fg', message: 'writeHinted' },
  missed: { Icon: CircleX, tone: 'text-danger', message: 'writeMissed' },
} as const;

/**
 * A kanji card asked as writing: its meaning and readings, the pad (no model under it: the kanji is what is
 * recalled), and once the last stroke is in, the grade that follows from it (features/review/writing-grade.ts).
 */
export function WritingAnswer({
  content,
  result,
  onResult,
}: {
  content: ReviewCardContent;
  result: WritingResult | null;
  onResult: (result: WritingResult) => void;
}) {
  const t = useTranslations('review');
  const readings = shownReadings(content.exam);
  const look = result ? LOOK[result.outcome] : null;
  return (
    <div className="flex w-full flex-col items-center gap-4">
      <div>
        <p className="text-sm text-muted">{t('writePrompt')}</p>
        <p className="mt-1 text-2xl font-semibold break-words sm:text-3xl">{content.exam.meaning}</p>
        {readings ? (
          <p lang="ja" className="mt-1 font-jp text-lg text-soft">
            <span className="sr-only">{t('reading')}: </span>
            {readings}
          </p>
        ) : null}
      </div>
      <LazyWritingPad
        kanji={content.exam.term}
        showModel={false}
        onFinished={({ outcome }) => onResult({ outcome, rating: writingRating(outcome) })}
      />
      {look && result ? (
        <p role="status" className={cn('flex items-center gap-2 font-semibold', look.tone)}>
          <look.Icon aria-hidden className="size-5 shrink-0" />
          {t(look.message, { grade: t(GRADE_NAMES[result.rating]) })}
        </p>
      ) : null}
    </div>
  );
}

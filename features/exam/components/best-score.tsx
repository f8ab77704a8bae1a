'use client';

import { CalendarClock, Trophy } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { loadBestScores } from '@/features/exam/best-scores-client';
import type { UnitBestScores } from '@/features/exam/schemas';
import type { ExamSource } from '@/features/exam/types';
import { browserTimeZone } from '@/features/review/day';

const TEST_TYPES = ['written', 'multipleChoice'] as const;

/**
 * "Best: written 85% · multiple choice 70%" and "Last test: 27 Nov 2026" for one unit (unitKey) or a custom set
 * (unitKey ""): one score per test type, each saying which; nothing for guests or untested units.
 */
export function BestScore({ source, set, unitKey }: { source: ExamSource; set: string; unitKey: string }) {
  const t = useTranslations('exam.bestScore');
  const format = useFormatter();
  const [scores, setScores] = useState<UnitBestScores | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadBestScores(source, set).then((all) => {
      if (live) setScores(all[unitKey]);
    });
    return () => {
      live = false;
    };
  }, [source, set, unitKey]);
  const taken = TEST_TYPES.filter((type) => scores?.[type] !== undefined);
  if (!scores || taken.length === 0) return null;
  return (
    <div className="mt-auto text-xs font-medium text-accent">
      <p className="flex flex-wrap items-center gap-x-1.5" data-testid="best-score">
        <Trophy aria-hidden className="size-3.5 shrink-0" />
        {/* The spaces are for the text (read aloud, copied); the gap spaces the items on screen. */}
        <span>{t('label')}</span>{' '}
        {taken.map((type, i) => (
          <span key={type} className="whitespace-nowrap">
            {t(type, { score: scores[type]! })}
            {i < taken.length - 1 ? ' · ' : ''}
          </span>
        ))}
      </p>
      {scores.last ? (
        <p className="mt-0.5 flex items-center gap-x-1.5 text-soft" data-testid="last-attempt">
          <CalendarClock aria-hidden className="size-3.5 shrink-0" />
          {/* The learner's own day: the page is static, so the date is formatted in the browser's zone. */}
          {t('last', {
            date: format.dateTime(new Date(scores.last), { dateStyle: 'medium', timeZone: browserTimeZone() }),
          })}
        </p>
      ) : null}
    </div>
  );
}

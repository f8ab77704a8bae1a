'use client';

import { useTranslations } from 'next-intl';

import { cn } from '@/lib/utils/cn';

import type { ReviewCounts as Counts } from '../hooks/use-review-session';

const KINDS = [
  { key: 'due', label: 'countDue', tone: 'text-success' },
  { key: 'learning', label: 'countLearning', tone: 'text-danger' },
  { key: 'fresh', label: 'countNew', tone: 'text-info' },
] as const;

/** What is left of the session: three numbers, each with what it counts ("12 due · 3 learning · 20 new"). */
export function ReviewCounts({ counts }: { counts: Counts }) {
  const t = useTranslations('review');
  return (
    <ul aria-label={t('countsLabel')} className="flex flex-wrap gap-x-4 gap-y-1">
      {KINDS.map(({ key, label, tone }) => (
        <li key={key}>
          <span className={cn('font-semibold tabular-nums', tone)}>{counts[key]}</span> {t(label)}
        </li>
      ))}
    </ul>
  );
}

'use client';

import { Trophy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { loadBestScores } from '@/lib/exam/best-scores-client';
import type { ExamSource } from '@/lib/exam/types';

/** "Best score 85%" for one unit (unitKey) or a custom set (unitKey ""); nothing for guests or untested units. */
export function BestScore({ source, set, unitKey }: { source: ExamSource; set: string; unitKey: string }) {
  const t = useTranslations('exam');
  const [score, setScore] = useState<number | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadBestScores(source, set).then((scores) => {
      if (live) setScore(scores[unitKey]);
    });
    return () => {
      live = false;
    };
  }, [source, set, unitKey]);
  if (score === undefined) return null;
  return (
    <p className="mt-auto inline-flex items-center gap-1 text-xs font-medium text-primary-800 dark:text-primary-300">
      <Trophy aria-hidden className="size-3.5" />
      {t('bestScore', { score })}
    </p>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { QuizKind } from '@/lib/conjugation-quiz/settings';

/**
 * What the quiz shows until it can ask: on the server (the settings live in local storage), while its code
 * loads, and while it reads the settings. Same size as the question card, so nothing jumps when it arrives.
 */
export function QuizLoadingCard({ kind }: { kind: QuizKind }) {
  const t = useTranslations('conjugation.quiz.loading');
  return (
    <Card aria-busy="true" className="flex min-h-[26.5rem] items-center justify-center text-zinc-600 sm:min-h-[30rem] dark:text-zinc-400">
      {t(kind)}
    </Card>
  );
}

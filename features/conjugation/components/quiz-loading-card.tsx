'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { QuizKind } from '@/features/conjugation/quiz/settings';

/**
 * The height the question card keeps from the first paint on: what a question takes at each width (the
 * answer buttons stack below 375 px; the keyboard hint shows from sm). The card itself keeps at least this
 * height, so the page below does not move when the quiz replaces its placeholder (only a meaning that wraps
 * onto more lines than usual makes it taller).
 */
export const QUIZ_CARD_MIN_HEIGHT = 'min-h-[30rem] min-[375px]:min-h-[26.5rem] sm:min-h-[30rem]';

/**
 * What the quiz shows until it can ask: on the server (the settings live in local storage), while its code
 * loads, and while it reads the settings. Same size as the question card, so nothing jumps when it arrives.
 */
export function QuizLoadingCard({ kind }: { kind: QuizKind }) {
  const t = useTranslations('conjugation.quiz.loading');
  return (
    <Card aria-busy="true" className={`flex items-center justify-center text-muted ${QUIZ_CARD_MIN_HEIGHT}`}>
      {t(kind)}
    </Card>
  );
}

'use client';

import { RotateCw, WifiOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QUIZ_CARD_MIN_HEIGHT } from './quiz-loading-card';

/** In the quiz's place when its words could not be read (offline, a server that went away): say so, offer a retry. */
export function QuizWordsFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('conjugation.quiz.wordsFailed');
  return (
    <Card
      role="alert"
      className={`flex flex-col items-center justify-center gap-4 text-center ${QUIZ_CARD_MIN_HEIGHT}`}
    >
      <WifiOff aria-hidden className="size-10 text-primary-500" />
      <p className="max-w-md text-lg font-semibold">{t('message')}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden className="size-4" />
        {t('retry')}
      </Button>
    </Card>
  );
}

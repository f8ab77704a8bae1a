'use client';

import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslations } from 'next-intl';

import { AnswerComparison } from '@/features/japanese/components/answer-comparison';
import { cn } from '@/lib/utils/cn';

import type { TypedResult } from './typed-answer';

/**
 * The verdict on a typed answer. A miss compares what was typed with the right answer, the kana that differ
 * marked (the card above already shows the whole answer large).
 */
export function TypedFeedback({ result }: { result: TypedResult }) {
  const t = useTranslations('review');
  const right = result.rating > 1;
  const Icon = right ? CircleCheck : CircleX;
  return (
    <div role="status" className="flex w-full flex-col items-center gap-3">
      <p className={cn('flex items-center gap-2 font-semibold', right ? 'text-success' : 'text-danger')}>
        <Icon aria-hidden className="size-5 shrink-0" />
        {right ? (result.spelling ? t('rightSpelling', { answer: result.spelling }) : t('right')) : t('wrong')}
      </p>
      {!right && result.given.trim() !== '' ? (
        <div className="w-full max-w-md rounded-xl border border-red-500/40 bg-danger-bg p-4 text-start">
          <AnswerComparison
            answer={result.answer}
            given={result.given}
            language={result.language}
            alsoAccepted={result.alsoAccepted}
            size="card"
          />
        </div>
      ) : null}
    </div>
  );
}

'use client';

import { CircleCheck, CircleX, ThumbsUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AnswerComparison } from '@/features/japanese/components/answer-comparison';
import { Button } from '@/components/ui/button';
import { acceptedReadings } from '@/features/exam/check-answer';
import type { Outcome } from '@/features/exam/session';
import type { Question } from '@/features/exam/types';
import { cn } from '@/lib/utils/cn';

/**
 * Right or wrong; after a miss, the right answer large with the kana that differ from the given one marked; after a
 * wrong written answer, "I was right" (once).
 */
export function AnswerFeedback({
  question,
  outcome,
  canClaim,
  onClaim,
}: {
  question: Question;
  outcome: Extract<Outcome, { kind: 'answered' }>;
  canClaim: boolean;
  onClaim: () => void;
}) {
  const t = useTranslations('exam');
  const right = outcome.correct;
  const Icon = right ? CircleCheck : CircleX;
  const lang = question.answerLanguage;
  return (
    <div
      className={cn(
        'rounded-xl border p-4',
        right ? 'border-emerald-500/40 bg-success-bg' : 'border-red-500/40 bg-danger-bg',
      )}
    >
      <p className={cn('flex items-center gap-2 font-semibold', right ? 'text-success-strong' : 'text-danger-strong')}>
        <Icon aria-hidden className="size-5 shrink-0" />
        {outcome.writing
          ? t(`writing.${outcome.writing}`)
          : outcome.claimed
            ? t('claimed')
            : right
              ? t('correct')
              : t('wrong')}
      </p>
      {outcome.spelled ? (
        <p className="mt-2 text-sm">
          {t.rich('withDiacritics', {
            answer: outcome.spelled,
            b: (chunks) => (
              <strong lang={lang} className="text-base wrap-anywhere">
                {chunks}
              </strong>
            ),
          })}
        </p>
      ) : null}
      {outcome.writing ? (
        // The pad above shows the kanji whole (a stroke it had to show, drawn for the learner); a miss names it too.
        outcome.writing === 'missed' ? (
          <p lang="ja" className="mt-2 font-jp text-4xl font-semibold">
            {question.answer}
          </p>
        ) : null
      ) : !right || outcome.claimed ? (
        <div className="mt-3">
          <AnswerComparison
            answer={question.answer}
            given={outcome.given}
            language={lang}
            alsoAccepted={acceptedReadings(question)}
          />
        </div>
      ) : null}
      {canClaim ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onClaim}>
          <ThumbsUp aria-hidden className="size-4" />
          {t('iWasRight')}
        </Button>
      ) : null}
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { Question } from '@/features/exam/types';
import { cn } from '@/lib/utils/cn';

/**
 * The options of a multiple-choice question, numbered 1–4 (the keys that choose them, see ExamRunner).
 * Once chosen, the right option turns green and a wrong choice red.
 */
export function ChoiceOptions({
  question,
  chosen,
  onChoose,
  labelId,
}: {
  question: Question;
  /** The chosen option's text once answered. */
  chosen: string | null;
  onChoose: (text: string) => void;
  labelId: string;
}) {
  const t = useTranslations('exam');
  const first = useRef<HTMLButtonElement>(null);
  const options = question.options ?? [];
  const japanese = question.answerLanguage === 'ja';

  useEffect(() => {
    first.current?.focus();
  }, [question]);

  return (
    <div className="flex flex-col gap-2">
      <ol aria-labelledby={labelId} className="grid gap-2 sm:grid-cols-2">
        {options.map((option, i) => {
          const isAnswer = option === question.answer;
          const isChosen = option === chosen;
          return (
            <li key={option}>
              <button
                ref={i === 0 ? first : undefined}
                type="button"
                aria-disabled={chosen !== null}
                onClick={() => {
                  if (chosen === null) onChoose(option);
                }}
                className={cn(
                  'flex min-h-14 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
                  chosen === null
                    ? 'cursor-pointer border-line-strong bg-page hover:border-primary-500 hover:bg-accent-bg'
                    : isAnswer
                      ? 'border-emerald-600 bg-success-bg-strong'
                      : isChosen
                        ? 'border-red-600 bg-danger-bg-strong'
                        : 'border-line bg-page opacity-70',
                )}
              >
                {/* Number keys choose: shown where there is a keyboard to press them (a mouse and a keyboard), not on touch. */}
                <kbd
                  aria-hidden
                  className="hidden size-7 shrink-0 place-items-center rounded-md border border-line-strong bg-subtle font-sans text-sm text-soft keys:grid"
                >
                  {i + 1}
                </kbd>
                <span
                  lang={question.answerLanguage}
                  className={cn('wrap-anywhere', japanese ? 'font-jp text-xl' : 'text-base')}
                >
                  {option}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <p className="hidden text-xs text-muted sm:keys:block">{t('keysHint', { count: options.length })}</p>
    </div>
  );
}

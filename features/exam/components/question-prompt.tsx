'use client';

import { useTranslations } from 'next-intl';
import type { ExamSource, Question } from '@/features/exam/types';
import { cn } from '@/lib/utils/cn';

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/;

/** What a typed or multiple-choice question asks, and what it shows. */
export function QuestionPrompt({
  question,
  source,
  labelId,
}: {
  question: Question;
  source: ExamSource;
  labelId: string;
}) {
  const t = useTranslations('exam');
  // Prompts in Japanese get the Japanese font and size; meanings stay in the interface font.
  const promptIsJapanese = JAPANESE.test(question.prompt);
  const long = [...question.prompt].length > 6;
  return (
    <div className="text-center">
      <p id={labelId} className="text-sm text-muted">
        {question.mode === 'term' ? t(`prompts.term.${source}`) : t(`prompts.${question.mode}`)}
      </p>
      <p
        lang={promptIsJapanese ? 'ja' : undefined}
        className={cn(
          'mt-2 font-semibold wrap-anywhere',
          promptIsJapanese
            ? long
              ? 'font-jp text-3xl sm:text-5xl'
              : 'font-jp text-5xl sm:text-6xl'
            : 'text-2xl sm:text-3xl',
        )}
      >
        {question.prompt}
      </p>
    </div>
  );
}

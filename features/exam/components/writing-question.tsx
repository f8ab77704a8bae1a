'use client';

import { useTranslations } from 'next-intl';
import { shownReadings } from '@/features/exam/check-answer';
import type { Question } from '@/features/exam/types';

/** "Write the kanji": the meaning in the learner's language and the kanji's readings; the pad goes below. */
export function WritingPrompt({ question, labelId }: { question: Question; labelId: string }) {
  const t = useTranslations('exam');
  const readings = shownReadings(question.card);
  return (
    <div className="text-center">
      <p id={labelId} className="text-sm text-muted">
        {t('prompts.write')}
      </p>
      <p className="mt-2 text-2xl font-semibold wrap-anywhere sm:text-3xl">{question.prompt}</p>
      {readings ? (
        <p lang="ja" className="mt-1 font-jp text-lg text-soft">
          <span className="sr-only">{t('readings')}: </span>
          {readings}
        </p>
      ) : null}
    </div>
  );
}

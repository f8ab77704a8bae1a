'use client';

import { Check } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { AnswerInput } from '@/features/japanese/components/answer-input';
import { Button } from '@/components/ui/button';
import type { Question } from '@/features/exam/types';

/**
 * The answer field of a written question. Japanese answers convert romaji to kana as they are typed (the
 * same field as the conjugation quiz, IME-safe). Enter checks; once marked, Enter continues.
 */
export function WrittenAnswer({
  question,
  answered,
  onAnswer,
  onContinue,
  labelId,
}: {
  question: Question;
  answered: boolean;
  onAnswer: (given: string) => void;
  onContinue: () => void;
  labelId: string;
}) {
  const t = useTranslations('exam');
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const japanese = question.answerLanguage === 'ja';

  // Each question mounts its own field (keyed by the runner): focus it.
  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (text = value) => {
    if (answered) onContinue();
    else if (text.trim() !== '') onAnswer(text);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-2 sm:flex-row"
    >
      <AnswerInput
        inputRef={input}
        kana={japanese}
        value={value}
        onValueChange={setValue}
        onEnter={submit}
        readOnly={answered}
        aria-labelledby={labelId}
        placeholder={t(japanese ? 'answerPlaceholder.ja' : 'answerPlaceholder.other')}
        enterKeyHint={answered ? 'next' : 'done'}
      />
      {answered ? null : (
        <Button type="submit" size="lg" className="h-14" disabled={value.trim() === ''}>
          <Check aria-hidden className="size-5" />
          {t('check')}
        </Button>
      )}
    </form>
  );
}

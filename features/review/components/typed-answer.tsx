'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { AnswerInput } from '@/features/japanese/components/answer-input';
import { Button } from '@/components/ui/button';
import {
  acceptedAnswers,
  acceptedReadings,
  answerLanguage,
  answerText,
  isAcceptedAnswer,
  senseWithoutDiacritics,
} from '@/features/exam/check-answer';
import type { ReviewCardContent } from '@/features/review/server/card-content';
import type { ReviewRating } from '@/features/review/fsrs';

export interface TypedResult {
  rating: ReviewRating;
  given: string;
  answer: string;
  /** The spelling of a Vietnamese meaning typed without its marks, when that is how it counted. */
  spelling: string | null;
  /** The language the answer is in ('ja': kana, compared kana by kana after a miss). */
  language: string;
  /** Readings that count without being the shown answer (a word typed in kana). */
  alsoAccepted: string[];
}

/**
 * The typed-answer mode: the answer is checked by the written test's checker (kana for romaji, any listed sense,
 * Vietnamese without diacritics…). Right is graded Good, wrong or "I don't know" Again.
 */
export function TypedAnswer({
  content,
  asks,
  disabled,
  onResult,
}: {
  content: ReviewCardContent;
  asks: 'front' | 'back';
  disabled: boolean;
  onResult: (result: TypedResult) => void;
}) {
  const t = useTranslations('review');
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const mode = asks === 'front' ? 'meaning' : 'term';
  const deck = {
    source: content.source.kind,
    termLanguage: content.termLanguage,
    meaningLanguage: content.meaningLanguage,
  } as const;
  const language = answerLanguage(deck, mode);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const check = (given: string) => {
    const accepted = acceptedAnswers(deck, content.exam, mode);
    const spelling = mode === 'meaning' ? senseWithoutDiacritics(content.exam, given) : null;
    const right = given.trim() !== '' && (isAcceptedAnswer(language, accepted, given) || spelling !== null);
    onResult({
      rating: right ? 3 : 1,
      given,
      answer: answerText(content.exam, mode),
      spelling,
      language,
      alsoAccepted: acceptedReadings({ mode, answerLanguage: language, card: content.exam, accepted }),
    });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim() !== '') check(value);
      }}
    >
      <label htmlFor="review-answer" className="sr-only">
        {t(asks === 'front' ? 'typedPrompt' : 'typedPromptBack')}
      </label>
      <AnswerInput
        id="review-answer"
        inputRef={input}
        kana={language === 'ja'}
        value={value}
        onValueChange={setValue}
        onEnter={(text) => text.trim() !== '' && check(text)}
        onGiveUp={() => check('')}
        disabled={disabled}
        placeholder={t(asks === 'front' ? 'typedPrompt' : 'typedPromptBack')}
        className="flex-1"
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={disabled || value.trim() === ''}>
          {t('check')}
        </Button>
        <Button type="button" variant="ghost" disabled={disabled} onClick={() => check('')}>
          {t('dontKnow')}
        </Button>
      </div>
    </form>
  );
}

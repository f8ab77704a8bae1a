'use client';

import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { compareWithClosest } from '@/features/japanese/kana-diff';
import { finalizeAnswer } from '@/features/japanese/romaji';
import { cn } from '@/lib/utils/cn';
import { DiffChanges, DiffText } from './kana-diff-text';

/** A short Japanese answer as large as a test's prompt; a long one a step smaller on phones, like the prompt. */
export function answerTextSize(answer: string): string {
  return [...answer].length > 6 ? 'text-3xl sm:text-5xl' : 'text-4xl sm:text-5xl';
}

function answerSize(answer: string, japanese: boolean, size: 'prompt' | 'card'): string {
  if (!japanese) return 'text-2xl sm:text-3xl';
  return size === 'card' ? 'text-3xl sm:text-4xl' : answerTextSize(answer);
}

export interface ComparedAnswer {
  /** What was typed, as it was checked (romaji turned into kana). */
  typed: string;
  /** The answer as shown, in its parts (readings joined by 、 are compared one by one). */
  shown: string[];
  compared: ReturnType<typeof compareWithClosest>;
}

/**
 * A wrong answer against the right one. `alsoAccepted` are spellings that count without being shown — a word's
 * reading, when the learner typed the word in kana. Only Japanese answers are compared.
 */
export function compareAnswer(
  answer: string,
  given: string,
  language: string,
  alsoAccepted: readonly string[] = [],
): ComparedAnswer {
  const japanese = language === 'ja';
  const typed = japanese ? finalizeAnswer(given) : given.trim();
  const shown = japanese ? answer.split('、') : [answer];
  return { typed, shown, compared: japanese ? compareWithClosest(typed, [...shown, ...alsoAccepted]) : null };
}

/** The right answer with its differing kana marked; compared with a spelling not shown, that one follows it. */
export function MarkedAnswer({ shown, compared }: Pick<ComparedAnswer, 'shown' | 'compared'>) {
  const markedPart = compared ? shown.indexOf(compared.spelling) : -1;
  return (
    <>
      {shown.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? '、' : null}
          {i === markedPart ? <DiffText parts={compared!.diff.expected} /> : part}
        </Fragment>
      ))}
      {compared && markedPart < 0 ? (
        <DiffText parts={compared.diff.expected} className="ms-[0.5em] text-[0.6em] font-medium text-soft" />
      ) : null}
    </>
  );
}

/**
 * After a wrong answer: the right answer, large, and what was typed, with the kana that differ marked in both and
 * listed in words (a ご typed as こ is invisible in small print). The size `card` is for a screen that already
 * shows the whole card large (the review).
 */
export function AnswerComparison({
  answer,
  given,
  language,
  alsoAccepted,
  size = 'prompt',
}: {
  answer: string;
  given: string;
  language: string;
  alsoAccepted?: readonly string[];
  size?: 'prompt' | 'card';
}) {
  const t = useTranslations('answerDiff');
  const japanese = language === 'ja';
  const { typed, shown, compared } = compareAnswer(answer, given, language, alsoAccepted);

  return (
    <div className="flex flex-col gap-3" data-testid="answer-comparison">
      <dl className="grid gap-2">
        <div>
          <dt className="text-sm text-muted">{t('rightAnswer')}</dt>
          <dd
            lang={language}
            className={cn(
              'mt-0.5 leading-snug font-semibold wrap-anywhere',
              japanese && 'font-jp',
              answerSize(answer, japanese, size),
            )}
            data-testid="right-answer"
          >
            <MarkedAnswer shown={shown} compared={compared} />
          </dd>
        </div>
        {typed !== '' ? (
          <div>
            <dt className="text-sm text-muted">{t('yourAnswer')}</dt>
            <dd
              lang={language}
              className={cn('mt-0.5 text-xl wrap-anywhere text-soft', japanese && 'font-jp text-2xl')}
              data-testid="given-answer"
            >
              {compared ? <DiffText parts={compared.diff.given} /> : typed}
            </dd>
          </div>
        ) : null}
      </dl>
      {compared ? <DiffChanges changes={compared.diff.changes} /> : null}
    </div>
  );
}

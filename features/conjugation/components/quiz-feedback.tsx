'use client';

import { CircleCheck, CircleX, Lightbulb, Volume2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { Conjugation } from '@/features/conjugation/engine';
import type { CheckNote } from '@/features/conjugation/engine/check-answer';
import type { Outcome } from '@/features/conjugation/quiz/quiz-state';
import type { QuizWord } from '@/features/conjugation/quiz/quiz-word';
import { answerTextSize } from '@/features/japanese/components/answer-comparison';
import { DiffChanges, DiffText } from '@/features/japanese/components/kana-diff-text';
import { compareWithClosest } from '@/features/japanese/kana-diff';
import { cn } from '@/lib/utils/cn';
import { FuriganaText } from './furigana-text';
import { groupKey } from '../labels';

const TONE: Record<Outcome, string> = {
  correct: 'border-emerald-500/40 bg-success-bg',
  'correct-other-kanji': 'border-emerald-500/40 bg-success-bg',
  wrong: 'border-red-500/40 bg-danger-bg',
  revealed: 'border-line-strong bg-subtle',
};

/** What the learner sees once a question is answered: the verdict, the right answer, the rule. */
export function QuizFeedback({
  outcome,
  answer,
  note,
  word,
  expected,
  explanation,
  speak,
}: {
  outcome: Outcome;
  answer: string;
  note?: CheckNote;
  word: QuizWord;
  expected: Conjugation;
  explanation: string;
  speak: ((text: string) => void) | null;
}) {
  const t = useTranslations('conjugation');
  const written = expected.written[0];
  const kana = expected.kana[0];
  const alternatives = expected.written.slice(1);
  const right = outcome === 'correct' || outcome === 'correct-other-kanji';
  const Icon = right ? CircleCheck : outcome === 'wrong' ? CircleX : Lightbulb;
  // A wrong answer is compared with the spelling it is closest to (the kana, usually), its differing kana marked.
  const compared = outcome === 'wrong' ? compareWithClosest(answer, [kana, written]) : null;
  const diff = compared?.diff ?? null;
  const target = compared?.spelling;

  const noteText = (() => {
    switch (note?.kind) {
      case 'other-kanji':
        return t('quiz.usualSpelling', { word: word.dictionary, expected: note.expected });
      case 'ra-nuki':
        return t('quiz.notes.raNuki', { standard: note.standard });
      case 'conjugated-as':
        return t('quiz.notes.conjugatedAs', {
          word: word.dictionary,
          as: t(`groupShort.${groupKey(note.as)}`),
          actual: t(`groupShort.${groupKey(word.type)}`),
        });
      case 'katakana':
        return t('quiz.notes.katakana');
      case 'alternative':
        return t('quiz.notes.alternative', { canonical: written });
      default:
        return null;
    }
  })();

  return (
    <div className={cn('rounded-xl border p-4 sm:p-5', TONE[outcome])}>
      <p
        className={cn(
          'flex items-center gap-2 font-semibold',
          right ? 'text-success-fg' : outcome === 'wrong' ? 'text-danger-fg' : '',
        )}
      >
        <Icon aria-hidden className="size-5 shrink-0" />
        {outcome === 'correct'
          ? t('quiz.correct')
          : outcome === 'correct-other-kanji'
            ? t('quiz.correctOtherKanji')
            : outcome === 'wrong'
              ? t('quiz.wrong')
              : t('quiz.revealed')}
      </p>

      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-baseline">
        {outcome === 'wrong' ? (
          <>
            <dt className="text-sm text-muted">{t('quiz.yourAnswer')}</dt>
            <dd lang="ja" className="font-jp text-2xl break-all text-soft" data-testid="given-answer">
              {diff ? <DiffText parts={diff.given} /> : answer}
            </dd>
          </>
        ) : null}
        <dt className="text-sm text-muted">{t('quiz.answer')}</dt>
        <dd className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="right-answer">
          {diff && target === written ? (
            <DiffText parts={diff.expected} className={cn('font-semibold', answerTextSize(written))} />
          ) : (
            <FuriganaText written={written} reading={kana} className={cn('font-semibold', answerTextSize(written))} />
          )}
          {written !== kana ? (
            <span
              lang="ja"
              className={cn('font-jp', diff && target === kana ? 'text-2xl text-soft' : 'text-lg text-muted')}
            >
              {diff && target === kana ? <DiffText parts={diff.expected} /> : kana}
            </span>
          ) : null}
          {speak ? (
            <button
              type="button"
              onClick={() => speak(kana)}
              aria-label={t('quiz.listen', { answer: kana })}
              className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-icon hover:bg-tint"
            >
              <Volume2 aria-hidden className="size-5" />
            </button>
          ) : null}
        </dd>
        {alternatives.length > 0 ? (
          <>
            <dt className="text-sm text-muted">{t('quiz.alsoAccepted')}</dt>
            <dd lang="ja" className="font-jp break-words">
              {alternatives.join('、')}
            </dd>
          </>
        ) : null}
        <dt className="text-sm text-muted">{t('quiz.rule')}</dt>
        <dd className="text-sm leading-relaxed text-body">{explanation}</dd>
      </dl>
      {diff ? <DiffChanges changes={diff.changes} className="mt-3" /> : null}
      {noteText ? <p className="mt-3 text-sm text-soft">{noteText}</p> : null}
    </div>
  );
}

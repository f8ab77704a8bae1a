'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils/cn';
import type { DrillDeck, DrillQuestion } from '../drill';
import { PairLine, RuleNotes } from './drill-pair';

/**
 * One question: the prompt (a Hán-Việt reading or an on'yomi), numbered options (keys 1–4 choose them), then
 * whether it was right, the pair and, on a miss, the correspondences that link the two readings. Focus moves to
 * "Next" once answered, so Enter goes on.
 */
export function DrillQuestionView({
  deck,
  question,
  number,
  total,
  right,
  chosen,
  onChoose,
  onNext,
}: {
  deck: DrillDeck;
  question: DrillQuestion;
  number: number;
  total: number;
  right: number;
  chosen: string | null;
  onChoose: (option: string) => void;
  onNext: () => void;
}) {
  const t = useTranslations('hanVietDrill');
  const item = deck.items[question.item]!;
  const toOnyomi = question.direction === 'toOnyomi';
  const answered = chosen !== null;
  const correct = chosen === question.answer;
  const next = useRef<HTMLButtonElement>(null);
  const firstOption = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    (answered ? next : firstOption).current?.focus();
  }, [answered]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (answered || event.altKey || event.ctrlKey || event.metaKey) return;
      const option = question.options[Number(event.key) - 1];
      if (option !== undefined) {
        event.preventDefault();
        onChoose(option);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [answered, question, onChoose]);

  return (
    <Card className="space-y-5" data-testid="han-viet-question" data-kanji={item.kanji}>
      <div className="flex items-baseline justify-between gap-3 text-sm text-muted">
        <span>{t('progress', { current: number, total })}</span>
        <span>{t('scoreSoFar', { right })}</span>
      </div>
      <div className="text-center">
        <p id="han-viet-prompt" className="text-sm text-muted">
          {t(toOnyomi ? 'promptToOnyomi' : 'promptToHanViet')}
        </p>
        <p
          lang={toOnyomi ? 'vi' : 'ja'}
          className={cn('mt-2 font-semibold', toOnyomi ? 'text-4xl sm:text-5xl' : 'font-jp text-5xl sm:text-6xl')}
        >
          {toOnyomi ? item.hanViet : item.onyomi}
        </p>
        <p className="mt-2 text-sm text-muted">
          {/* The kanji would give the Hán-Việt away: the reverse direction shows it once answered. */}
          {toOnyomi || answered ? (
            <span lang="ja" className="mr-2 font-jp text-lg text-fg">
              {item.kanji}
            </span>
          ) : null}
          {item.meaning}
        </p>
      </div>
      <ol aria-labelledby="han-viet-prompt" className="grid gap-2 sm:grid-cols-2">
        {question.options.map((option, i) => (
          <li key={option}>
            <button
              ref={i === 0 ? firstOption : undefined}
              type="button"
              aria-disabled={answered}
              onClick={() => {
                if (!answered) onChoose(option);
              }}
              className={cn(
                'flex min-h-14 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
                !answered && 'border-line-strong bg-page hover:border-primary-500 hover:bg-accent-bg',
                answered && option === question.answer && 'border-emerald-600 bg-success-bg-strong',
                answered && option === chosen && !correct && 'border-red-600 bg-danger-bg-strong',
                answered && option !== question.answer && option !== chosen && 'border-line bg-page opacity-70',
              )}
            >
              {/* Number keys choose: shown where a keyboard is at hand, not on a phone. */}
              <kbd
                aria-hidden
                className="hidden size-7 shrink-0 place-items-center rounded-md border border-line-strong bg-subtle font-sans text-sm text-soft keys:grid"
              >
                {i + 1}
              </kbd>
              <span lang={toOnyomi ? 'ja' : 'vi'} className={toOnyomi ? 'font-jp text-xl' : 'text-lg'}>
                {option}
              </span>
            </button>
          </li>
        ))}
      </ol>
      {answered ? (
        <div
          role="status"
          className={cn('rounded-xl border p-4', correct ? 'border-emerald-600' : 'border-red-600 bg-danger-bg')}
        >
          <p className="font-semibold">{correct ? t('right') : t('wrong')}</p>
          <PairLine item={item} className="mt-1" />
          <RuleNotes deck={deck} item={item} full={!correct} />
        </div>
      ) : (
        <p className="hidden text-xs text-muted sm:keys:block">{t('keysHint', { count: question.options.length })}</p>
      )}
      {answered ? (
        <div className="flex justify-end">
          <Button ref={next} onClick={onNext}>
            {number === total ? t('finish') : t('next')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

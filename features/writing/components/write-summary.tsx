'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils/cn';
import { kanjiToRetry, roundTally, type RoundResults } from '../practice-round';
import { OUTCOME_LOOK } from './outcome-look';

/** The end of a round: how each kanji went, and what to practise next. */
export function WriteSummary({
  round,
  results,
  backHref,
  backLabel,
  onPractise,
}: {
  round: readonly string[];
  results: RoundResults;
  backHref: string;
  backLabel: string;
  onPractise: (kanji: string[]) => void;
}) {
  const t = useTranslations('writing');
  const heading = useRef<HTMLHeadingElement>(null);
  // The round's last screen replaced the pad under the learner's focus: the summary takes it.
  useEffect(() => heading.current?.focus(), []);
  const retry = kanjiToRetry(round, results);
  const tally = roundTally(round, results);
  return (
    <section aria-labelledby="write-summary" className="flex flex-col gap-5">
      <div>
        <h2 id="write-summary" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t('summary.heading')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('summary.tally', tally)}</p>
      </div>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
        {round.map((kanji) => {
          const outcome = results[kanji];
          return (
            <li key={kanji} className="flex flex-col items-center gap-1 rounded-xl border border-line bg-surface p-2">
              <span lang="ja" className="text-4xl leading-tight">
                {kanji}
              </span>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-center text-xs font-medium',
                  outcome ? OUTCOME_LOOK[outcome] : 'bg-well text-muted',
                )}
              >
                {outcome ? t(`pad.outcome.${outcome}`) : t('summary.skipped')}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        {retry.length > 0 && (
          <Button onClick={() => onPractise(retry)}>{t('summary.practiseMissed', { count: retry.length })}</Button>
        )}
        <Button variant={retry.length > 0 ? 'secondary' : 'primary'} onClick={() => onPractise([...round])}>
          {t('summary.again')}
        </Button>
        <Button asChild variant="ghost">
          <Link href={backHref}>{backLabel}</Link>
        </Button>
      </div>
    </section>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';
import { drillScore, type DrillAnswer, type DrillDeck } from '../drill';
import { PairLine, RuleNotes } from './drill-pair';

/** The end of a drill: the score, and each missed pair with its correspondences to look at again. */
export function DrillSummary({
  deck,
  answers,
  backHref,
  onAgain,
  onOtherMode,
}: {
  deck: DrillDeck;
  answers: readonly DrillAnswer[];
  backHref: string;
  onAgain: () => void;
  onOtherMode: () => void;
}) {
  const t = useTranslations('hanVietDrill');
  const { right, total } = drillScore(answers);
  const misses = answers.filter((a) => a.chosen !== a.question.answer);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Card className="space-y-5">
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {t('summaryTitle')}
        </h2>
        <p className="mt-1 text-3xl font-bold" data-testid="han-viet-score">
          {t('score', { right, total })}
        </p>
      </div>
      {misses.length === 0 ? (
        <p>{t('noMisses')}</p>
      ) : (
        <section aria-labelledby="han-viet-misses">
          <h3 id="han-viet-misses" className="mb-2 font-semibold">
            {t('misses')}
          </h3>
          <ul className="divide-y divide-line">
            {misses.map(({ question }) => {
              const item = deck.items[question.item]!;
              return (
                <li key={item.kanji} className="py-3">
                  <PairLine item={item} />
                  <RuleNotes deck={deck} item={item} full={false} />
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onAgain}>{t('again')}</Button>
        <Button variant="secondary" onClick={onOtherMode}>
          {t('otherMode')}
        </Button>
        <Button asChild variant="ghost">
          <Link href={backHref}>{t('back')}</Link>
        </Button>
      </div>
    </Card>
  );
}

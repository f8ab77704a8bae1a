'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { parseProgress, storageKey, type DeckKey } from '@/features/flash-cards/progress-store';
import { loadUnitMarkCounts } from '@/features/flash-cards/unit-marks-client';

/**
 * "12 of 30 known" under a unit in a set's unit list: a signed-in learner's marks from the account, otherwise the
 * marks this device keeps for the unit (a guest's, or ones not yet taken into the account). Nothing until read,
 * and nothing for a unit never marked.
 */
export function UnitStudyProgress({ deck, count }: { deck: DeckKey; count: number }) {
  const t = useTranslations('flashCardStudy');
  const [known, setKnown] = useState<number | null>(null);
  const { kind, set, unit } = deck;
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(storageKey({ kind, set, unit }));
    } catch {
      // Storage disabled: no progress to show.
    }
    const { marks } = parseProgress(stored);
    const marked = Object.keys(marks).length;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is only readable after hydration.
    setKnown(marked === 0 ? null : Object.values(marks).filter((mark) => mark === 'known').length);
    if ((kind !== 'kanji' && kind !== 'vocabulary') || !document.documentElement.hasAttribute('data-signed-in')) return;
    let cancelled = false;
    void loadUnitMarkCounts(kind, set).then((units) => {
      const account = units[String(unit)];
      if (!cancelled && account && account.marked > 0) setKnown(account.known);
    });
    return () => {
      cancelled = true;
    };
  }, [kind, set, unit]);
  if (known === null) return null;
  return (
    <div className="flex flex-col gap-1" data-testid="unit-study-progress">
      <p className="text-xs text-muted">{t('unitProgress', { known, count })}</p>
      <ProgressBar aria-hidden value={known} max={count} className="h-1 bg-line" indicatorClassName="bg-emerald-500" />
    </div>
  );
}

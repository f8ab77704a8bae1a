'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

import { intervalParts } from '@/features/review/interval';

/** "10 min", "3 days", "< 1 min": how long until a card comes back, in the page's language. */
export function useIntervalLabel(): (ms: number) => string {
  const t = useTranslations('review');
  return useCallback(
    (ms: number) => {
      const parts = intervalParts(ms);
      return parts ? t(`interval.${parts.unit}`, { count: parts.count }) : t('lessThanMinute');
    },
    [t],
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { PageHeading } from '@/components/ui/page-heading';
import { loadGuestResults } from '@/features/exam/guest-results';
import { listMarkedUnits } from '@/features/flash-cards/progress-store';
import { guestProgress, type GuestProgressData } from '@/features/progress/guest-progress';
import { levelBars, nothingStudied, type LevelSize } from '@/features/progress/progress';
import { browserTimeZone } from '@/features/review/day';
import { loadGuestReviews } from '@/features/review/guest-store';

import { GuestBanner } from './guest-banner';
import { MarkedUnitsPanel } from './marked-units';
import { ProgressEmpty, ProgressFiguresView } from './progress-panels';

/** A guest's progress, computed from local storage once the page is in the browser. */
export function GuestProgressView({ sizes }: { sizes: { vocabulary: LevelSize[]; kanji: LevelSize[] } }) {
  const t = useTranslations('progress');
  const [state, setState] = useState<{ data: GuestProgressData; timeZone: string } | null>(null);
  useEffect(() => {
    const timeZone = browserTimeZone();
    const data = guestProgress({
      reviews: loadGuestReviews(),
      results: loadGuestResults(),
      marked: listMarkedUnits(),
      now: Date.now(),
      timeZone,
    });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage is only readable after hydration.
    setState({ data, timeZone });
  }, []);
  if (!state) return <PageHeading description={t('lead')}>{t('heading')}</PageHeading>;
  const { data, timeZone } = state;
  if (nothingStudied(data.studying, data.units, data.days)) return <ProgressEmpty />;
  return (
    <ProgressFiguresView
      figures={{
        words: levelBars('vocabulary', sizes.vocabulary, data.levels),
        kanji: levelBars('kanji', sizes.kanji, data.levels),
        days: data.days,
        today: data.today,
        forecast: data.forecast,
        units: data.units,
        timeZone,
      }}
      notice={<GuestBanner />}
      more={data.marked.length > 0 ? <MarkedUnitsPanel units={data.marked} /> : null}
    />
  );
}

import { ChartNoAxesCombined, Flame } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { listSets } from '@/features/content';
import { Link } from '@/lib/i18n/navigation';
import { dayIn } from '@/features/review/day';
import { heatmapWeeks, levelSplit, retention, streak } from '@/features/progress/progress';
import {
  dayRows,
  dueForecast,
  hasCards,
  levelRows,
  unitAttempts,
  yearStart,
} from '@/features/progress/server/progress-queries';
import { reviewSettings } from '@/features/review/server/queries';
import { StartLinks } from '@/features/review/components/start-links';

import { DueForecastChart } from './due-forecast-chart';
import { LevelBars, LevelLegend } from './level-bars';
import { RetentionChart } from './retention-chart';
import { ReviewHeatmap } from './review-heatmap';
import { UnitAttemptsList } from './unit-attempts';

function Panel({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-xl border border-line bg-surface p-5 ${className ?? ''}`}>
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Nothing studied or tested yet: where to start. */
async function ProgressEmpty() {
  const t = await getTranslations('progress');
  return (
    <>
      <PageHeading description={t('lead')}>{t('heading')}</PageHeading>
      <EmptyState
        as="section"
        className="rounded-xl border border-line bg-surface px-5"
        icon={<ChartNoAxesCombined aria-hidden className="size-10 text-muted" />}
        title={t('emptyTitle')}
        description={t('emptyText')}
        action={<StartLinks />}
      />
    </>
  );
}

/** /progress: a signed-in learner's levels, year of reviews, streak, forecast, retention and tests. */
export async function ProgressScreen({ userId, now }: { userId: string; now: number }) {
  const t = await getTranslations('progress');
  const tMistakes = await getTranslations('mistakes');
  const settings = await reviewSettings(userId);
  const today = dayIn(now, settings.timeZone);
  const [studying, levels, days, forecast, units] = await Promise.all([
    hasCards(userId),
    levelRows(userId),
    dayRows(userId, yearStart(today)),
    dueForecast(userId, now, settings.timeZone),
    unitAttempts(userId),
  ]);
  // A new learner: empty charts would say nothing, so say what to do instead.
  if (!studying && units.length === 0 && days.every((day) => day.reviews === 0)) return <ProgressEmpty />;
  const bars = (kind: 'kanji' | 'vocabulary') =>
    listSets(kind).map((set) => {
      const row = levels.find((r) => r.kind === kind && r.level === set.level);
      return { level: set.id.toUpperCase(), ...levelSplit(set.itemCount, row?.learning ?? 0, row?.known ?? 0) };
    });
  const kept = retention(days, today);
  const run = streak(days, today);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading description={t('lead')}>{t('heading')}</PageHeading>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary">
            <Link href="/mistakes">{tMistakes('bankLink')}</Link>
          </Button>
          <Button asChild>
            <Link href="/review">{t('review')}</Link>
          </Button>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Panel id="progress-levels" title={t('levelsHeading')} className="lg:col-span-2">
          <p className="mb-4 text-sm text-soft">{t('levelsLead')}</p>
          <div className="grid gap-6 sm:grid-cols-2">
            <LevelBars title={t('words')} bars={bars('vocabulary')} />
            <LevelBars title={t('kanji')} bars={bars('kanji')} />
          </div>
          <div className="mt-4">
            <LevelLegend />
          </div>
        </Panel>
        <Panel id="progress-streak" title={t('streakHeading')}>
          <p className="flex items-center gap-2 text-3xl font-bold">
            <Flame aria-hidden className="size-8 text-orange-500" />
            {t('streak', { count: run })}
          </p>
          <p className="mt-2 text-sm text-soft">{t('streakHint')}</p>
        </Panel>
        <Panel id="progress-heatmap" title={t('heatmapHeading')} className="lg:col-span-3">
          <ReviewHeatmap weeks={heatmapWeeks(days, today)} />
        </Panel>
        <Panel id="progress-forecast" title={t('forecastHeading')} className="lg:col-span-2">
          <DueForecastChart counts={forecast} today={today} />
        </Panel>
        <Panel id="progress-retention" title={t('retentionHeading')}>
          <RetentionChart {...kept} />
        </Panel>
        <Panel id="progress-tests" title={t('testsHeading')} className="lg:col-span-3">
          <UnitAttemptsList units={units} timeZone={settings.timeZone} />
        </Panel>
      </div>
    </>
  );
}

import { ChartNoAxesCombined, Flame } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { Link } from '@/lib/i18n/navigation';
import {
  heatmapWeeks,
  retention,
  streak,
  type DayRow,
  type LevelBar,
  type UnitAttempts,
} from '@/features/progress/progress';
import { StartLinks } from '@/features/review/components/start-links';

import { DueForecastChart } from './due-forecast-chart';
import { LevelBars, LevelLegend } from './level-bars';
import { RetentionChart } from './retention-chart';
import { ReviewHeatmap } from './review-heatmap';
import { UnitAttemptsList } from './unit-attempts';

/*
 * No 'use client': an account's page renders these on the server from the database's rows, a guest's in the
 * browser from the device's (guest-progress-view.tsx), so both pages look the same.
 */

/** What the page draws, whoever the learner is. */
export interface ProgressFigures {
  words: LevelBar[];
  kanji: LevelBar[];
  days: DayRow[];
  today: string;
  forecast: number[];
  units: UnitAttempts[];
  /** Dates of the attempts are shown in it. */
  timeZone: string;
}

export function Panel({
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
export function ProgressEmpty() {
  const t = useTranslations('progress');
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

/**
 * The heading, then the levels, streak, year of reviews, forecast, retention and tests; `notice` goes under the
 * heading (the guest's banner), `more` after the tests (the guest's flash-card marks).
 */
export function ProgressFiguresView({
  figures,
  notice,
  more,
}: {
  figures: ProgressFigures;
  notice?: ReactNode;
  more?: ReactNode;
}) {
  const t = useTranslations('progress');
  const tMistakes = useTranslations('mistakes');
  const { days, today } = figures;
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
      {notice}
      <div className="grid gap-6 lg:grid-cols-3">
        <Panel id="progress-levels" title={t('levelsHeading')} className="lg:col-span-2">
          <p className="mb-4 text-sm text-soft">{t('levelsLead')}</p>
          <div className="grid gap-6 sm:grid-cols-2">
            <LevelBars title={t('words')} bars={figures.words} />
            <LevelBars title={t('kanji')} bars={figures.kanji} />
          </div>
          <div className="mt-4">
            <LevelLegend />
          </div>
        </Panel>
        <Panel id="progress-streak" title={t('streakHeading')}>
          <p className="flex items-center gap-2 text-3xl font-bold">
            <Flame aria-hidden className="size-8 text-orange-500" />
            {t('streak', { count: streak(days, today) })}
          </p>
          <p className="mt-2 text-sm text-soft">{t('streakHint')}</p>
        </Panel>
        <Panel id="progress-heatmap" title={t('heatmapHeading')} className="lg:col-span-3">
          <ReviewHeatmap weeks={heatmapWeeks(days, today)} />
        </Panel>
        <Panel id="progress-forecast" title={t('forecastHeading')} className="lg:col-span-2">
          <DueForecastChart counts={figures.forecast} today={today} />
        </Panel>
        <Panel id="progress-retention" title={t('retentionHeading')}>
          <RetentionChart {...retention(days, today)} />
        </Panel>
        <Panel id="progress-tests" title={t('testsHeading')} className="lg:col-span-3">
          <UnitAttemptsList units={figures.units} timeZone={figures.timeZone} />
        </Panel>
        {more}
      </div>
    </>
  );
}

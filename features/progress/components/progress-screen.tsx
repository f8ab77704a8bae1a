import { listSets } from '@/features/content';
import { dayIn } from '@/features/review/day';
import { levelBars, nothingStudied } from '@/features/progress/progress';
import {
  dayRows,
  dueForecast,
  hasCards,
  levelRows,
  unitAttempts,
  yearStart,
} from '@/features/progress/server/progress-queries';
import { reviewSettings } from '@/features/review/server/queries';

import { ProgressEmpty, ProgressFiguresView } from './progress-panels';

/** /progress: a signed-in learner's levels, year of reviews, streak, forecast, retention and tests. */
export async function ProgressScreen({ userId, now }: { userId: string; now: number }) {
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
  if (nothingStudied(studying, units, days)) return <ProgressEmpty />;
  return (
    <ProgressFiguresView
      figures={{
        words: levelBars('vocabulary', listSets('vocabulary'), levels),
        kanji: levelBars('kanji', listSets('kanji'), levels),
        days,
        today,
        forecast,
        units,
        timeZone: settings.timeZone,
      }}
    />
  );
}

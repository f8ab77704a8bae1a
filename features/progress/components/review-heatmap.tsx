import { useFormatter, useTranslations } from 'next-intl';

import type { HeatCell } from '@/features/progress/progress';

const CELL = 11;
const GAP = 2;
const FILL = ['fill-line', 'fill-accent-faint', 'fill-accent-line', 'fill-primary-500', 'fill-accent-soft'] as const;

/** A year of days, a square each, darker for more reviews; the figure's label sums it up. */
export function ReviewHeatmap({ weeks }: { weeks: (HeatCell | null)[][] }) {
  const t = useTranslations('progress');
  const format = useFormatter();
  const cells = weeks.flat().filter((cell): cell is HeatCell => cell !== null);
  const reviews = cells.reduce((sum, cell) => sum + cell.reviews, 0);
  const days = cells.filter((cell) => cell.reviews > 0).length;
  const summary = t('heatmapSummary', { reviews, days });
  const width = weeks.length * (CELL + GAP);
  return (
    <figure>
      {/* On a phone the year scrolls sideways; it opens on the latest weeks (the right end). */}
      <div className="overflow-x-auto [direction:rtl]">
        <svg
          viewBox={`0 0 ${width} ${7 * (CELL + GAP)}`}
          className="h-auto w-full min-w-[560px]"
          role="img"
          aria-label={summary}
        >
          {weeks.map((week, w) =>
            week.map((cell, d) =>
              cell ? (
                <rect
                  key={cell.day}
                  x={w * (CELL + GAP)}
                  y={d * (CELL + GAP)}
                  width={CELL}
                  height={CELL}
                  rx={2}
                  className={FILL[cell.level]}
                >
                  <title>
                    {t('heatmapDay', {
                      date: format.dateTime(new Date(`${cell.day}T12:00:00Z`), {
                        dateStyle: 'medium',
                        timeZone: 'UTC',
                      }),
                      reviews: cell.reviews,
                    })}
                  </title>
                </rect>
              ) : null,
            ),
          )}
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-soft">
        <span>{summary}</span>
        <span aria-hidden className="flex items-center gap-1 text-xs">
          {t('less')}
          {FILL.map((fill) => (
            <svg key={fill} viewBox="0 0 10 10" className="size-3">
              <rect width={10} height={10} rx={2} className={fill} />
            </svg>
          ))}
          {t('more')}
        </span>
      </figcaption>
    </figure>
  );
}

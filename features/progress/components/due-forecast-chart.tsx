import { useFormatter, useTranslations } from 'next-intl';

import { addDays } from '@/features/review/day';

const BAR = 18;
const GAP = 6;
const HEIGHT = 110;

/** Fourteen bars, today first, each with its count above it. */
export function DueForecastChart({ counts, today }: { counts: readonly number[]; today: string }) {
  const t = useTranslations('progress');
  const format = useFormatter();
  const max = Math.max(1, ...counts);
  const total = counts.reduce((a, b) => a + b, 0);
  const summary = t('forecastSummary', { total, today: counts[0] ?? 0 });
  const dayLabel = (i: number) =>
    format.dateTime(new Date(`${addDays(today, i)}T12:00:00Z`), { weekday: 'narrow', timeZone: 'UTC' });
  return (
    <figure>
      <svg
        viewBox={`0 0 ${counts.length * (BAR + GAP)} ${HEIGHT + 34}`}
        className="w-full"
        role="img"
        aria-label={summary}
      >
        {counts.map((count, i) => {
          const h = (count / max) * HEIGHT;
          const x = i * (BAR + GAP);
          const date =
            i === 0
              ? t('today')
              : format.dateTime(new Date(`${addDays(today, i)}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
          return (
            <g key={i}>
              <title>{t('forecastDay', { date, count })}</title>
              <rect
                x={x}
                y={14 + HEIGHT - h}
                width={BAR}
                height={Math.max(h, count > 0 ? 2 : 0)}
                rx={2}
                className={i === 0 ? 'fill-chart' : 'fill-chart-soft'}
              />
              <text
                x={x + BAR / 2}
                y={10 + HEIGHT - h}
                textAnchor="middle"
                className="fill-current text-[9px] text-soft"
              >
                {count > 0 ? count : ''}
              </text>
              <text x={x + BAR / 2} y={HEIGHT + 30} textAnchor="middle" className="fill-current text-[9px] text-muted">
                {dayLabel(i)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-sm text-soft">{summary}</figcaption>
    </figure>
  );
}

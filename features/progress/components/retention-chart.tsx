import { useFormatter, useTranslations } from 'next-intl';

const W = 300;
const H = 100;

/** Each day's share of known cards remembered, as dots joined by a line; the caption gives the 30-day figure. */
export function RetentionChart({
  series,
  overall,
  recalls,
}: {
  series: readonly { day: string; rate: number | null }[];
  overall: number | null;
  recalls: number;
}) {
  const t = useTranslations('progress');
  const format = useFormatter();
  if (overall === null) return <p className="text-sm text-soft">{t('retentionNone')}</p>;
  const summary = t('retentionSummary', { percent: Math.round(overall * 100), count: recalls });
  const x = (i: number) => (i / Math.max(1, series.length - 1)) * W;
  const y = (rate: number) => H - rate * H;
  const points = series.flatMap((point, i) => (point.rate === null ? [] : [{ ...point, rate: point.rate, i }]));
  return (
    <figure>
      <svg viewBox={`-6 -6 ${W + 12} ${H + 12}`} className="w-full" role="img" aria-label={summary}>
        {[0, 0.5, 1].map((rate) => (
          <line key={rate} x1={0} x2={W} y1={y(rate)} y2={y(rate)} className="stroke-line" strokeWidth={1} />
        ))}
        <polyline
          points={points.map((p) => `${x(p.i)},${y(p.rate)}`).join(' ')}
          fill="none"
          className="stroke-primary-500"
          strokeWidth={2}
        />
        {points.map((p) => (
          <circle key={p.day} cx={x(p.i)} cy={y(p.rate)} r={3} className="fill-chart">
            <title>
              {t('retentionDay', {
                date: format.dateTime(new Date(`${p.day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
                percent: Math.round(p.rate * 100),
              })}
            </title>
          </circle>
        ))}
      </svg>
      <figcaption className="mt-1 text-sm text-soft">{summary}</figcaption>
    </figure>
  );
}

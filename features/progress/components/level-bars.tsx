import { useTranslations } from 'next-intl';

import type { LevelBar } from '@/features/progress/progress';

const WIDTH = 300;
const ROW = 26;

/** One stacked bar per JLPT level: known, learning, new. Each bar's label says the numbers. */
export function LevelBars({ title, bars }: { title: string; bars: readonly LevelBar[] }) {
  const t = useTranslations('progress');
  const height = bars.length * ROW;
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 font-semibold">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH + 96} ${height}`} className="w-full" role="group" aria-label={title}>
        {bars.map((bar, i) => {
          const scale = bar.total > 0 ? WIDTH / bar.total : 0;
          const y = i * ROW + 4;
          const label = t('levelLabel', { ...bar });
          return (
            <g key={bar.level} role="img" aria-label={label}>
              <title>{label}</title>
              <text x={0} y={y + 13} className="fill-current text-[11px] font-semibold text-soft">
                {bar.level}
              </text>
              <rect x={40} y={y} width={WIDTH} height={18} rx={3} className="fill-line" />
              <rect x={40} y={y} width={bar.known * scale} height={18} className="fill-primary-500" />
              <rect
                x={40 + bar.known * scale}
                y={y}
                width={bar.learning * scale}
                height={18}
                className="fill-accent-bar"
              />
              {/* Studied of the level's total, so the bar reads without its tooltip. */}
              <text
                x={WIDTH + 94}
                y={y + 13}
                textAnchor="end"
                className="fill-current text-[11px] text-soft tabular-nums"
              >
                {bar.known + bar.learning}/{bar.total}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** The three colours, named. */
export function LevelLegend() {
  const t = useTranslations('progress');
  const items = [
    ['known', 'bg-primary-500'],
    ['learning', 'bg-accent-bar'],
    ['new', 'bg-line'],
  ] as const;
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-soft">
      {items.map(([key, color]) => (
        <li key={key} className="flex items-center gap-1.5">
          <span aria-hidden className={`size-3 rounded-sm ${color}`} />
          {t(key)}
        </li>
      ))}
    </ul>
  );
}

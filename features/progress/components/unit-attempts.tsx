import { ChevronRight } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';

import { unitPath } from '@/features/flash-cards/builtin-paths';
import { Link } from '@/lib/i18n/navigation';
import type { UnitAttempts } from '@/features/progress/progress';

const BAR = 8;
const GAP = 3;
const H = 40;

/** One unit's attempts as bars (oldest first), each with its date, test and score. */
function AttemptBars({ unit, name, timeZone }: { unit: UnitAttempts; name: string; timeZone: string }) {
  const t = useTranslations('progress');
  const format = useFormatter();
  const attempts = unit.attempts.slice(-40);
  return (
    <svg
      viewBox={`0 0 ${attempts.length * (BAR + GAP)} ${H}`}
      width={attempts.length * (BAR + GAP)}
      height={H}
      role="img"
      aria-label={t('historyLabel', { name })}
      className="max-w-full"
    >
      {attempts.map((attempt, i) => {
        const h = Math.max(2, (attempt.percent / 100) * H);
        return (
          <rect key={i} x={i * (BAR + GAP)} y={H - h} width={BAR} height={h} rx={1.5} className="fill-primary-500">
            <title>
              {t('attempt', {
                date: format.dateTime(attempt.at, { dateStyle: 'medium', timeZone }),
                kind: t(attempt.testKind),
                percent: attempt.percent,
              })}
            </title>
          </rect>
        );
      })}
    </svg>
  );
}

/** The unit's attempts one by one, newest first, behind a disclosure: a learner opens the unit they care about. */
function AttemptHistory({ unit, timeZone }: { unit: UnitAttempts; timeZone: string }) {
  const t = useTranslations('progress');
  const format = useFormatter();
  return (
    <details className="group mt-2 text-sm">
      <summary className="inline-flex cursor-pointer items-center gap-1 rounded text-accent underline-offset-2 hover:underline">
        <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90" />
        {t('showAttempts', { count: unit.attempts.length })}
      </summary>
      <ol className="mt-2 divide-y divide-line rounded-lg border border-line" data-testid="attempt-history">
        {[...unit.attempts].reverse().map((attempt, i) => (
          <li key={i} className="flex flex-wrap items-center justify-between gap-x-3 px-3 py-1.5">
            <span className="text-soft">
              {format.dateTime(attempt.at, { dateStyle: 'medium', timeStyle: 'short', timeZone })}
            </span>
            <span>
              {t(attempt.testKind)} · <span className="font-semibold tabular-nums">{attempt.percent}%</span>
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

function unitHref(unit: UnitAttempts): string {
  return unit.source === 'custom'
    ? `/flash-cards/custom/${unit.setKey}`
    : unitPath(unit.source, unit.setKey, unit.unitKey);
}

/**
 * Every tested unit and set, the last tested first: best score, last attempt, the attempts as bars, and the list
 * of them on demand. Dates are in the learner's zone (their review settings).
 */
export function UnitAttemptsList({ units, timeZone }: { units: readonly UnitAttempts[]; timeZone: string }) {
  const t = useTranslations('progress');
  const format = useFormatter();
  if (units.length === 0) return <p className="text-sm text-soft">{t('testsEmpty')}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {units.map((unit) => {
        const name =
          unit.source === 'custom'
            ? (unit.name ?? '')
            : t('unitName', {
                kind: t(unit.source === 'kanji' ? 'kanji' : 'words'),
                level: unit.setKey.toUpperCase(),
                unit: unit.unitKey,
              });
        return (
          <li
            key={`${unit.source}/${unit.setKey}/${unit.unitKey}`}
            className="min-w-0 rounded-xl border border-line p-4"
          >
            <Link href={unitHref(unit)} className="font-semibold break-words underline-offset-2 hover:underline">
              {name}
            </Link>
            <p className="mt-1 text-sm text-soft">
              {t('bestScore', { score: unit.best })} ·{' '}
              {t('lastAttempt', { date: format.dateTime(unit.last, { dateStyle: 'medium', timeZone }) })}
            </p>
            <div className="mt-2">
              <AttemptBars unit={unit} name={name} timeZone={timeZone} />
            </div>
            <AttemptHistory unit={unit} timeZone={timeZone} />
          </li>
        );
      })}
    </ul>
  );
}

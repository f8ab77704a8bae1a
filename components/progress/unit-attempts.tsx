import { getFormatter, getTranslations } from 'next-intl/server';

import { Link } from '@/lib/i18n/navigation';
import type { UnitAttempts } from '@/lib/review/progress-queries';

const BAR = 8;
const GAP = 3;
const H = 40;

/** One unit's attempts as bars (oldest first), each with its date, test and score. */
async function AttemptBars({ unit, name }: { unit: UnitAttempts; name: string }) {
  const t = await getTranslations('progress');
  const format = await getFormatter();
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
                date: format.dateTime(attempt.at, { dateStyle: 'medium' }),
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

function unitHref(unit: UnitAttempts): string {
  return unit.source === 'custom'
    ? `/flash-cards/custom/${unit.setKey}`
    : `/jp/flash-card/${unit.source}/${unit.setKey}/${unit.unitKey}`;
}

/** Every tested unit and set: best score, last attempt, and the attempts themselves. */
export async function UnitAttemptsList({ units }: { units: readonly UnitAttempts[] }) {
  const t = await getTranslations('progress');
  const format = await getFormatter();
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
          <li key={`${unit.source}/${unit.setKey}/${unit.unitKey}`} className="rounded-xl border border-line p-4">
            <Link href={unitHref(unit)} className="font-semibold break-words underline-offset-2 hover:underline">
              {name}
            </Link>
            <p className="mt-1 text-sm text-soft">
              {t('bestScore', { score: unit.best })} ·{' '}
              {t('lastAttempt', { date: format.dateTime(unit.last, { dateStyle: 'medium' }) })} ·{' '}
              {t('attempts', { count: unit.attempts.length })}
            </p>
            <div className="mt-2">
              <AttemptBars unit={unit} name={name} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

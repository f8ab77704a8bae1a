import { Trophy } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { UnitSummary } from '@/lib/flash-cards/builtin-summaries';
import { Link } from '@/lib/i18n/navigation';
import { unitPath, type BuiltinKind } from '@/lib/flash-cards/builtin-paths';

export interface UnitListProps {
  kind: BuiltinKind;
  set: string;
  units: readonly UnitSummary[];
  /**
   * The signed-in learner's best test score per unit number, in percent. Accounts do not exist yet,
   * so pages pass nothing and no score is shown; a later issue fills this in.
   */
  bestScores?: Readonly<Partial<Record<number, number>>>;
}

/** The units of a set, each with its size, a preview of its items and (later) the learner's best score. */
export async function UnitList({ kind, set, units, bestScores }: UnitListProps) {
  const t = await getTranslations('builtin');
  return (
    <ol className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
      {units.map((unit) => {
        const score = bestScores?.[unit.number];
        return (
          <li key={unit.number}>
            <Link
              href={unitPath(kind, set, unit.number)}
              className="group flex h-full flex-col gap-2 rounded-xl border border-zinc-200 bg-white p-3 sm:p-4 shadow-sm transition-colors hover:border-primary-500 dark:border-zinc-800 dark:bg-zinc-900"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <h2 className="font-semibold group-hover:text-primary-700 dark:group-hover:text-primary-300">
                  {t('unit', { unit: unit.number })}
                </h2>
                <span className="text-xs text-zinc-500 dark:text-zinc-400">
                  {t(`counts.${kind}`, { count: unit.itemCount })}
                </span>
              </div>
              <p lang="ja" aria-hidden className="font-jp truncate text-lg text-zinc-700 dark:text-zinc-300">
                {unit.preview.join(kind === 'kanji' ? ' ' : '・')}
              </p>
              {score !== undefined ? (
                <p className="mt-auto inline-flex items-center gap-1 text-xs font-medium text-primary-700 dark:text-primary-300">
                  <Trophy aria-hidden className="size-3.5" />
                  {t('bestScore', { score })}
                </p>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

import { getTranslations } from 'next-intl/server';
import { BestScore } from '@/features/exam/components/best-score';
import { FeatureMessages } from '@/lib/i18n/feature-messages';
import type { UnitSummary } from '@/features/flash-cards/builtin-summaries';
import { IntentLink } from '@/components/ui/intent-link';
import { unitPath, type BuiltinKind } from '@/features/flash-cards/builtin-paths';
import { UnitStudyProgress } from './unit-study-progress';

export interface UnitListProps {
  kind: BuiltinKind;
  set: string;
  units: readonly UnitSummary[];
}

/**
 * The units of a set, each with its size, a preview of its items, the study progress this device keeps and
 * the signed-in learner's best test score (both read by the browser: the page is static).
 */
export async function UnitList({ kind, set, units }: UnitListProps) {
  const t = await getTranslations('builtin');
  return (
    <FeatureMessages features={['exam.bestScore', 'flashCardStudy.unitProgress']}>
      <ol className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {units.map((unit) => {
          return (
            <li key={unit.number}>
              <IntentLink
                href={unitPath(kind, set, unit.number)}
                className="group flex h-full flex-col gap-2 rounded-xl border border-line bg-surface p-3 shadow-sm transition-colors hover:border-primary-500 sm:p-4"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <h2 className="font-semibold group-hover:text-accent">{t('unit', { unit: unit.number })}</h2>
                  <span className="text-xs text-muted">{t(`counts.${kind}`, { count: unit.itemCount })}</span>
                </div>
                <p className="text-sm font-medium text-soft">{unit.title}</p>
                <p lang="ja" aria-hidden className="truncate font-jp text-lg text-soft">
                  {unit.preview.join(kind === 'kanji' ? ' ' : '・')}
                </p>
                <UnitStudyProgress deck={{ kind, set, unit: unit.number }} count={unit.itemCount} />
                <BestScore source={kind} set={set} unitKey={String(unit.number)} />
              </IntentLink>
            </li>
          );
        })}
      </ol>
    </FeatureMessages>
  );
}

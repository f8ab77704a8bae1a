import { useTranslations } from 'next-intl';

import { unitPath } from '@/features/flash-cards/builtin-paths';
import type { MarkedUnitCounts } from '@/features/flash-cards/progress-store';
import { Link } from '@/lib/i18n/navigation';

import { Panel } from './progress-panels';

/** The units a guest sorted with "I know it" / "Still learning" on this device, with the counts. */
export function MarkedUnitsPanel({ units }: { units: readonly MarkedUnitCounts[] }) {
  const t = useTranslations('progress');
  return (
    <Panel id="progress-marks" title={t('marksHeading')} className="lg:col-span-3">
      <p className="mb-4 text-sm text-soft">{t('marksLead')}</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {units.map((unit) => (
          <li key={`${unit.kind}/${unit.set}/${unit.unit}`} className="min-w-0 rounded-xl border border-line p-4">
            <Link
              href={unitPath(unit.kind, unit.set, unit.unit)}
              className="font-semibold break-words underline-offset-2 hover:underline"
            >
              {t('unitName', {
                kind: t(unit.kind === 'kanji' ? 'kanji' : 'words'),
                level: unit.set.toUpperCase(),
                unit: unit.unit,
              })}
            </Link>
            <p className="mt-1 text-sm text-soft">{t('marksCounts', { known: unit.known, learning: unit.learning })}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

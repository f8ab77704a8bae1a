import { ArrowLeft, ArrowRight, LayoutGrid } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { levelLabel, setPath, unitPath, type BuiltinKind } from '@/features/flash-cards/builtin-paths';

const link =
  'group flex min-w-0 flex-1 items-center gap-3 rounded-xl border border-line bg-surface p-3 transition-colors hover:border-primary-500 sm:p-4';

/** Previous / next unit of the same set, and the way back to the set. */
export async function UnitPager({
  kind,
  set,
  unit,
  unitCount,
}: {
  kind: BuiltinKind;
  set: string;
  unit: number;
  unitCount: number;
}) {
  const t = await getTranslations('builtin');
  const titles = await getTranslations(`pages.${kind}`);
  const setTitle = titles('setTitle', { level: levelLabel(set) });
  return (
    <nav aria-label={t('unitNav')} className="mt-10 space-y-3">
      <div className="flex flex-col gap-3 xs:flex-row">
        {unit > 1 ? (
          <Link href={unitPath(kind, set, unit - 1)} rel="prev" className={link}>
            <ArrowLeft aria-hidden className="size-5 shrink-0 text-zinc-400 group-hover:text-primary-500" />
            <span className="min-w-0">
              <span className="block text-xs text-muted">{t('previousUnit')}</span>
              <span className="block font-medium">{t('unit', { unit: unit - 1 })}</span>
            </span>
          </Link>
        ) : (
          <span className="hidden flex-1 xs:block" />
        )}
        {unit < unitCount ? (
          <Link href={unitPath(kind, set, unit + 1)} rel="next" className={`${link} justify-end text-right`}>
            <span className="min-w-0">
              <span className="block text-xs text-muted">{t('nextUnit')}</span>
              <span className="block font-medium">{t('unit', { unit: unit + 1 })}</span>
            </span>
            <ArrowRight aria-hidden className="size-5 shrink-0 text-zinc-400 group-hover:text-primary-500" />
          </Link>
        ) : (
          <span className="hidden flex-1 xs:block" />
        )}
      </div>
      <p className="text-center">
        <Link
          href={setPath(kind, set)}
          className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-soft hover:bg-surface-hover"
        >
          <LayoutGrid aria-hidden className="size-4" />
          {t('backToSet', { set: setTitle })}
        </Link>
      </p>
    </nav>
  );
}

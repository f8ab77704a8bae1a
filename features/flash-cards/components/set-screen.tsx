import { getLocale, getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { unitSummaries } from '@/features/flash-cards/server/builtin-content';
import { builtinTitles } from '@/features/flash-cards/server/builtin-params';
import { kindPath, levelLabel, setPath, type BuiltinKind } from '@/features/flash-cards/builtin-paths';
import { listSets } from '@/features/content';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils/cn';
import { Breadcrumbs } from './breadcrumbs';
import { UnitList } from './unit-list';

/** /jp/flash-card/{kind}/{set}: the units of one set. */
export async function SetScreen({ kind, set, itemCount }: { kind: BuiltinKind; set: string; itemCount: number }) {
  const pages = await getTranslations('pages');
  const t = await getTranslations('builtin');
  const { setTitle } = await builtinTitles(kind, set);
  const units = unitSummaries(kind, set, await getLocale());
  return (
    <>
      <Breadcrumbs
        items={[
          { label: pages('flashCards.title'), href: '/flash-cards' },
          { label: pages(`${kind}.title`), href: kindPath(kind) },
          { label: levelLabel(set) },
        ]}
      />
      <PageHeading description={t(`setLead.${kind}`, { items: itemCount, units: units.length })}>
        {setTitle}
      </PageHeading>
      <nav aria-label={t('levelNav')} className="-mt-2 mb-6">
        <ul className="flex flex-wrap gap-2">
          {listSets(kind).map(({ id }) => (
            <li key={id}>
              <Link
                href={setPath(kind, id)}
                aria-current={id === set ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 min-w-12 items-center justify-center rounded-full border px-3 text-sm font-semibold transition-colors',
                  id === set
                    ? 'border-primary-500 bg-primary-500 text-on-primary'
                    : 'border-line-strong text-soft hover:border-primary-500',
                )}
              >
                {levelLabel(id)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="sr-only">{t('unitList')}</h2>
      <UnitList kind={kind} set={set} units={units} />
    </>
  );
}

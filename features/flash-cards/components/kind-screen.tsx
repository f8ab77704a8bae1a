import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { setSummaries } from '@/features/flash-cards/server/builtin-content';
import type { BuiltinKind } from '@/features/flash-cards/builtin-paths';
import { Breadcrumbs } from './breadcrumbs';
import { SetList } from './set-list';

/** /jp/flash-card/{kind}: the JLPT sets N5 … N1 of kanji or vocabulary. */
export async function KindScreen({ kind }: { kind: BuiltinKind }) {
  const pages = await getTranslations('pages');
  return (
    <>
      <Breadcrumbs
        items={[{ label: pages('flashCards.title'), href: '/flash-cards' }, { label: pages(`${kind}.title`) }]}
      />
      <PageHeading description={pages(`${kind}.lead`)}>{pages(`${kind}.heading`)}</PageHeading>
      <SetList kind={kind} sets={setSummaries(kind)} />
    </>
  );
}

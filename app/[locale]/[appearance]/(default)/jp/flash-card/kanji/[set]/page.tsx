import { SetScreen } from '@/components/flash-cards/set-screen';
import { setMetadata } from '@/lib/flash-cards/builtin-metadata';
import { requireSet, setParams } from '@/lib/flash-cards/builtin-params';
import { resolvePageLocale } from '@/lib/i18n/page';

export function generateStaticParams() {
  return setParams('kanji');
}

export const generateMetadata = setMetadata('kanji');

export default async function Page({ params }: PageProps<'/[locale]/[appearance]/jp/flash-card/kanji/[set]'>) {
  await resolvePageLocale(params);
  const { set } = await params;
  const found = requireSet('kanji', set);
  return <SetScreen kind="kanji" set={set} itemCount={found.itemCount} />;
}

import { SetScreen } from '@/components/flash-cards/set-screen';
import { setMetadata } from '@/lib/flash-cards/builtin-metadata';
import { requireSet, setParams } from '@/lib/flash-cards/builtin-params';
import { resolvePageLocale } from '@/lib/i18n/page';

export function generateStaticParams() {
  return setParams('vocabulary');
}

export const generateMetadata = setMetadata('vocabulary');

export default async function Page({ params }: PageProps<'/[locale]/[appearance]/jp/flash-card/vocabulary/[set]'>) {
  await resolvePageLocale(params);
  const { set } = await params;
  const found = requireSet('vocabulary', set);
  return <SetScreen kind="vocabulary" set={set} itemCount={found.itemCount} />;
}

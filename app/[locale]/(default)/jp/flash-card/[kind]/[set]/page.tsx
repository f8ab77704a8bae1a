import { SetScreen } from '@/features/flash-cards/components/set-screen';
import { setMetadata } from '@/features/flash-cards/server/builtin-metadata';
import { requireKind, requireSet, setRouteParams } from '@/features/flash-cards/server/builtin-params';
import { resolvePageLocale } from '@/lib/i18n/page';

export function generateStaticParams() {
  return setRouteParams();
}

export const generateMetadata = setMetadata;

export default async function Page({ params }: PageProps<'/[locale]/jp/flash-card/[kind]/[set]'>) {
  await resolvePageLocale(params);
  const { set } = await params;
  const kind = requireKind((await params).kind);
  const found = requireSet(kind, set);
  return <SetScreen kind={kind} set={set} itemCount={found.itemCount} />;
}

import { KindScreen } from '@/features/flash-cards/components/kind-screen';
import { kindMetadata } from '@/features/flash-cards/server/builtin-metadata';
import { kindRouteParams, requireKind } from '@/features/flash-cards/server/builtin-params';
import { resolvePageLocale } from '@/lib/i18n/page';

export function generateStaticParams() {
  return kindRouteParams();
}

export const generateMetadata = kindMetadata;

export default async function Page({ params }: PageProps<'/[locale]/jp/flash-card/[kind]'>) {
  await resolvePageLocale(params);
  const kind = requireKind((await params).kind);
  return <KindScreen kind={kind} />;
}

import { KindScreen } from '@/components/flash-cards/kind-screen';
import { kindMetadata } from '@/lib/flash-cards/builtin-metadata';
import { kindRouteParams, requireKind } from '@/lib/flash-cards/builtin-params';
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

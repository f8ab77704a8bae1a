import { UnitScreen } from '@/features/flash-cards/components/unit-screen';
import { unitDeck } from '@/features/flash-cards/server/builtin-content';
import { unitMetadata } from '@/features/flash-cards/server/builtin-metadata';
import { requireKind, requireUnit, unitRouteParams } from '@/features/flash-cards/server/builtin-params';
import { resolvePageLocale } from '@/lib/i18n/page';

export function generateStaticParams() {
  return unitRouteParams();
}

export const generateMetadata = unitMetadata;

export default async function Page({ params }: PageProps<'/[locale]/jp/flash-card/[kind]/[set]/[unit]'>) {
  const locale = await resolvePageLocale(params);
  const { set, unit } = await params;
  const kind = requireKind((await params).kind);
  const found = requireUnit(kind, set, unit);
  const deck = unitDeck(found, locale);
  return <UnitScreen kind={kind} set={set} unit={found.number} unitCount={found.unitCount} deck={deck} />;
}

import { UnitScreen } from '@/components/flash-cards/unit-screen';
import { unitDeck } from '@/lib/flash-cards/builtin-content';
import { unitMetadata } from '@/lib/flash-cards/builtin-metadata';
import { requireUnit, unitParams } from '@/lib/flash-cards/builtin-params';
import { resolvePageLocale } from '@/lib/i18n/page';

export function generateStaticParams() {
  return unitParams('kanji');
}

export const generateMetadata = unitMetadata('kanji');

export default async function Page({ params }: PageProps<'/[locale]/[appearance]/jp/flash-card/kanji/[set]/[unit]'>) {
  const locale = await resolvePageLocale(params);
  const { set, unit } = await params;
  const found = requireUnit('kanji', set, unit);
  const deck = unitDeck(found, locale);
  return <UnitScreen kind="kanji" set={set} unit={found.number} unitCount={found.unitCount} deck={deck} />;
}

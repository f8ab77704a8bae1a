import { getTranslations } from 'next-intl/server';
import type { KanjiItem } from '@/features/content';
import { PageHeading } from '@/components/ui/page-heading';
import { unitPath } from '@/features/flash-cards/builtin-paths';
import { builtinTitles } from '@/features/flash-cards/server/builtin-params';
import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { requireKanjiUnit, unitDrillDeck } from '../server/drill-deck';
import { HanVietDrill } from './han-viet-drill';

/** /jp/flash-card/kanji/{set}/{unit}/han-viet (prerendered): the unit's pairs, handed to the drill. */
export async function HanVietDrillScreen({
  kind,
  set,
  unit,
  locale,
}: {
  kind: string;
  set: string;
  unit: string;
  locale: string;
}) {
  const found = requireKanjiUnit(kind, set, unit);
  const t = await getTranslations('hanVietDrill');
  const { unitTitle } = await builtinTitles('kanji', set, found.number);
  return (
    <div className="flex flex-col">
      <PageHeading description={unitTitle}>{t('title')}</PageHeading>
      <FeatureMessages features={['hanVietDrill']}>
        <HanVietDrill
          deck={unitDrillDeck(found.items as KanjiItem[], locale)}
          backHref={unitPath('kanji', set, found.number)}
        />
      </FeatureMessages>
    </div>
  );
}

import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { KanjiItem } from '@/features/content';
import { localizedMeaning } from '@/features/flash-cards/study-cards';
import { builtinTitles, requireUnit, unitParams } from '@/features/flash-cards/server/builtin-params';
import { pageMetadata } from '@/lib/i18n/metadata';
import { resolvePageLocale } from '@/lib/i18n/page';
import { ruleById } from '../correspondence';
import { drillItems, type DrillDeck } from '../drill';
import { hanVietDrillPath } from '../paths';

/** generateStaticParams of /jp/flash-card/[kind]/[set]/[unit]/han-viet: every kanji unit (vocabulary has no drill). */
export function hanVietRouteParams(): { kind: 'kanji'; set: string; unit: string }[] {
  return unitParams('kanji').map((params) => ({ kind: 'kanji', ...params }));
}

/** The kanji unit of the route, or the 404 screen (a vocabulary unit has no Hán-Việt drill). */
export function requireKanjiUnit(kind: string, set: string, unit: string) {
  if (kind !== 'kanji') notFound();
  return requireUnit('kanji', set, unit);
}

export function unitDrillDeck(items: readonly KanjiItem[], locale: string): DrillDeck {
  const { items: drill, leftOut } = drillItems(
    items.map((item) => ({ ...item, meaning: localizedMeaning(item, locale) })),
  );
  const ids = new Set(drill.flatMap((item) => [item.initialRule, item.rhymeRule]).filter((id) => id !== null));
  const rules = Object.fromEntries(
    [...ids].map((id) => {
      const rule = ruleById(id)!;
      return [id, { label: rule.label, text: locale === 'vi' ? rule.vi : rule.en }];
    }),
  );
  return { items: drill, leftOut, rules };
}

type Params = { params: Promise<{ locale: string; kind: string; set: string; unit: string }> };

/** "Hán-Việt bridge · N5 Kanji · Unit 3", described by what the drill asks. */
export async function hanVietDrillMetadata({ params }: Params): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { kind, set, unit } = await params;
  const found = requireKanjiUnit(kind, set, unit);
  const { unitTitle } = await builtinTitles('kanji', set, found.number);
  const t = await getTranslations('hanVietDrill');
  return pageMetadata({
    locale,
    path: hanVietDrillPath(set, found.number),
    title: `${t('title')} · ${unitTitle}`,
    description: t('metaDescription', { title: unitTitle ?? '' }),
  });
}

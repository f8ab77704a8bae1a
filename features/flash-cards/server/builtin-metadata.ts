import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireTestSegment, testKindOf, testMessagesKey } from '@/features/exam/test-segments';
import { pageMetadata } from '@/lib/i18n/metadata';
import { resolvePageLocale } from '@/lib/i18n/page';
import { deckSample, unitDeck, unitSummaries } from './builtin-content';
import { builtinTitles, requireKind, requireSet, requireUnit } from './builtin-params';
import { kindPath, setPath, testPath, unitPath } from '../builtin-paths';

type Params<T> = { params: Promise<{ locale: string; kind: string } & T> };

/** Metadata of /jp/flash-card/{kind}. */
export async function kindMetadata({ params }: Params<object>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const kind = requireKind((await params).kind);
  const pages = await getTranslations('pages');
  const t = await getTranslations('builtin.metaDescription');
  return pageMetadata({ locale, path: kindPath(kind), title: pages(`${kind}.title`), description: t(kind) });
}

/** Metadata of /jp/flash-card/{kind}/{set}: "N5 Kanji", with the set's size and first items. */
export async function setMetadata({ params }: Params<{ set: string }>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { set } = await params;
  const kind = requireKind((await params).kind);
  const found = requireSet(kind, set);
  const { setTitle } = await builtinTitles(kind, set);
  const t = await getTranslations('builtin');
  const first = unitSummaries(kind, set, locale)[0]?.preview ?? [];
  const description = t('metaDescription.set', {
    title: setTitle,
    items: t(`counts.${kind}`, { count: found.itemCount }),
    units: t('counts.units', { count: found.units.length }),
    sample: `${first.slice(0, 6).join(kind === 'kanji' ? ' ' : '、')}…`,
  });
  return pageMetadata({ locale, path: setPath(kind, set), title: setTitle, description });
}

/** A unit page's locale, kind, set, unit (404 when unknown) and title: what the unit and test pages' metadata start from. */
async function resolveUnit(params: Params<{ set: string; unit: string }>['params']) {
  const locale = await resolvePageLocale(params);
  const { set, unit } = await params;
  const kind = requireKind((await params).kind);
  const found = requireUnit(kind, set, unit);
  const { unitTitle } = await builtinTitles(kind, set, found.number);
  return { locale, kind, set, found, unitTitle };
}

/** Metadata of /jp/flash-card/{kind}/{set}/{unit}: "N5 Kanji · Unit 3", described by its first items. */
export async function unitMetadata({ params }: Params<{ set: string; unit: string }>): Promise<Metadata> {
  const { locale, kind, set, found, unitTitle } = await resolveUnit(params);
  const t = await getTranslations('builtin.metaDescription');
  const description = t('unit', { title: unitTitle ?? '', sample: deckSample(unitDeck(found, locale)) });
  return pageMetadata({ locale, path: unitPath(kind, set, found.number), title: unitTitle, description });
}

/**
 * Metadata of /jp/flash-card/{kind}/{set}/{unit}/{test}: "Written test · N5 Kanji · Unit 3", described by what
 * the test asks (search results and shared links showed no description).
 */
export async function testMetadata({ params }: Params<{ set: string; unit: string; test: string }>): Promise<Metadata> {
  const test = requireTestSegment((await params).test);
  const examKey = testMessagesKey(testKindOf(test));
  const { locale, kind, set, found, unitTitle } = await resolveUnit(params);
  const pages = await getTranslations('pages');
  const t = await getTranslations('builtin');
  const description = t(`metaDescription.${examKey}`, {
    title: unitTitle ?? '',
    items: t(`counts.${kind}`, { count: unitDeck(found, locale).cards.length }),
  });
  return pageMetadata({
    locale,
    path: testPath(kind, set, found.number, test),
    title: `${pages(`${examKey}.title`)} · ${unitTitle}`,
    description,
  });
}

import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/i18n/metadata';
import { resolvePageLocale } from '@/lib/i18n/page';
import { deckSample, unitDeck, unitSummaries } from './builtin-content';
import { builtinTitles, requireSet, requireUnit } from './builtin-params';
import { kindPath, setPath, unitPath, type BuiltinKind } from './builtin-paths';

type Params<T> = { params: Promise<{ locale: string } & T> };

/** Metadata of /jp/flash-card/{kind}. */
export function kindMetadata(kind: BuiltinKind) {
  return async function generateMetadata({ params }: Params<object>): Promise<Metadata> {
    const locale = await resolvePageLocale(params);
    const pages = await getTranslations('pages');
    const t = await getTranslations('builtin.metaDescription');
    return pageMetadata({ locale, path: kindPath(kind), title: pages(`${kind}.title`), description: t(kind) });
  };
}

/** Metadata of /jp/flash-card/{kind}/{set}: "N5 Kanji", with the set's size and first items. */
export function setMetadata(kind: BuiltinKind) {
  return async function generateMetadata({ params }: Params<{ set: string }>): Promise<Metadata> {
    const locale = await resolvePageLocale(params);
    const { set } = await params;
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
  };
}

/** A unit page's locale, set, unit (404 when unknown) and title: what the unit and test pages' metadata start from. */
async function resolveUnit(kind: BuiltinKind, params: Params<{ set: string; unit: string }>['params']) {
  const locale = await resolvePageLocale(params);
  const { set, unit } = await params;
  const found = requireUnit(kind, set, unit);
  const { unitTitle } = await builtinTitles(kind, set, found.number);
  return { locale, set, found, unitTitle };
}

/** Metadata of /jp/flash-card/{kind}/{set}/{unit}: "N5 Kanji · Unit 3", described by its first items. */
export function unitMetadata(kind: BuiltinKind) {
  return async function generateMetadata({ params }: Params<{ set: string; unit: string }>): Promise<Metadata> {
    const { locale, set, found, unitTitle } = await resolveUnit(kind, params);
    const t = await getTranslations('builtin.metaDescription');
    const description = t('unit', { title: unitTitle ?? '', sample: deckSample(unitDeck(found, locale)) });
    return pageMetadata({ locale, path: unitPath(kind, set, found.number), title: unitTitle, description });
  };
}

/**
 * Metadata of /jp/flash-card/{kind}/{set}/{unit}/{exam}: "Written test · N5 Kanji · Unit 3", described by what
 * the test asks (search results and shared links showed no description).
 */
export function examMetadata(kind: BuiltinKind, exam: 'written-test' | 'multi-choice-test') {
  const examKey = exam === 'written-test' ? 'writtenTest' : 'multiChoiceTest';
  return async function generateMetadata({ params }: Params<{ set: string; unit: string }>): Promise<Metadata> {
    const { locale, set, found, unitTitle } = await resolveUnit(kind, params);
    const pages = await getTranslations('pages');
    const t = await getTranslations('builtin');
    const description = t(`metaDescription.${examKey}`, {
      title: unitTitle ?? '',
      items: t(`counts.${kind}`, { count: unitDeck(found, locale).cards.length }),
    });
    return pageMetadata({
      locale,
      path: `${unitPath(kind, set, found.number)}/${exam}`,
      title: `${pages(`${examKey}.title`)} · ${unitTitle}`,
      description,
    });
  };
}

import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getUnit } from '@/features/content';
import { unitParams, builtinTitles, requireKind } from '@/features/flash-cards/server/builtin-params';
import { unitPath } from '@/features/flash-cards/builtin-paths';
import { getOptionalUser } from '@/lib/auth/session';
import { getSetCardsForTest } from '@/features/custom-sets/server/queries';
import { pageMetadata } from '@/lib/i18n/metadata';
import type { Locale } from '@/lib/i18n/routing';
import { customSetWritePath, unitWritePath } from '../write-paths';
import { customSetWritePrompts, unitWritePrompts } from './write-decks';

/** generateStaticParams of /jp/flash-card/[kind]/[set]/[unit]/write: every kanji unit (words have no write mode). */
export function writeRouteParams(): { kind: 'kanji'; set: string; unit: string }[] {
  return unitParams('kanji').map((params) => ({ kind: 'kanji', ...params }));
}

/** A kanji unit from route params; a vocabulary unit, like an unknown one, is the 404 screen. */
export async function resolveWriteUnit(kindParam: string, set: string, unit: string, locale: Locale) {
  if (requireKind(kindParam) !== 'kanji') notFound();
  const found = getUnit('kanji', set, unit) ?? notFound();
  const { unitTitle } = await builtinTitles('kanji', set, found.number);
  return {
    prompts: unitWritePrompts(found, locale),
    title: unitTitle ?? '',
    path: unitWritePath(set, found.number),
    backHref: unitPath('kanji', set, found.number),
  };
}

/** A custom set for its write mode: the same visibility rule as its page (a private set is others' 404). */
export async function resolveWriteSet(id: string, locale: Locale) {
  const viewer = await getOptionalUser();
  const set = await getSetCardsForTest(id, viewer?.id ?? null);
  if (!set) notFound();
  return {
    prompts: customSetWritePrompts(
      set.cards.map((card) => card.word),
      locale,
    ),
    title: set.name,
    path: customSetWritePath(set.id),
    backHref: `/flash-cards/custom/${set.id}`,
  };
}

/** "Write the kanji · N5 Kanji · Unit 1", kept out of search results like the tests of a custom set. */
export async function writeMetadata(
  locale: Locale,
  { title, path, prompts }: { title: string; path: string; prompts: { kanji: string }[] },
  indexed: boolean,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'writing.practice' });
  const description = t('metaDescription', {
    title,
    sample: prompts
      .slice(0, 8)
      .map((p) => p.kanji)
      .join(' '),
  });
  const metadata = pageMetadata({ locale, path, title: `${t('heading')} · ${title}`, description });
  return indexed ? metadata : { ...metadata, robots: { index: false, follow: false } };
}

import 'server-only';

import { createHash } from 'node:crypto';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/i18n/metadata';
import type { Locale } from '@/lib/i18n/routing';
import type { SetDetail } from '../types';

/** A few of the set's words, for descriptions and the preview image. */
function sampleWords(set: Pick<SetDetail, 'cards'>, count = 6): string {
  return set.cards
    .slice(0, count)
    .map((card) => card.word)
    .join(', ');
}

/**
 * `{set name} | Kotonoha`, a description with its first words, canonical + hreflang, Open Graph and
 * Twitter tags with the generated preview image. Private sets (seen only by their owner) are noindex.
 */
export async function setMetadata(locale: Locale, set: SetDetail): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'customSets.set' });
  const description = set.description || t('metaDescription', { count: set.cardCount, words: sampleWords(set) });
  const base = pageMetadata({ locale, path: `/flash-cards/custom/${set.id}`, title: set.name, description });
  // The version in the address makes social sites fetch the new picture after an edit of the set or of the
  // author's name or picture (which the image shows).
  const author = createHash('sha256').update(`${set.owner.name}\n${set.owner.image}`).digest('hex').slice(0, 8);
  const image = {
    url: `/api/og/custom-set/${set.id}?l=${locale}&v=${Date.parse(set.updatedAt)}-${author}`,
    width: 1200,
    height: 630,
    alt: set.name,
  };
  return {
    ...base,
    openGraph: { ...base.openGraph, type: 'article', images: [image] },
    twitter: { ...base.twitter, card: 'summary_large_image', images: [image] },
    ...(set.visibility === 'everyone' ? {} : { robots: { index: false, follow: false } }),
  };
}

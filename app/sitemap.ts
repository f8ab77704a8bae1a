import type { MetadataRoute } from 'next';
import { unstable_cache } from 'next/cache';
import { listPublicSetsForSitemap } from '@/features/custom-sets/server/community-queries';
import { withLastGood } from '@/features/custom-sets/last-good';
import { PUBLIC_SETS_CACHE_TAG } from '@/features/custom-sets/types';
import { setParams, unitParams } from '@/features/flash-cards/server/builtin-params';
import { kindPath, setPath, unitPath, type BuiltinKind } from '@/features/flash-cards/builtin-paths';
import { siteUrl } from '@/lib/i18n/metadata';
import { locales } from '@/lib/i18n/routing';

// Public sets come from the database: built per request (never at build time, which has no database),
// with the list itself cached until a set changes (features/custom-sets/server/actions.ts), at most an hour.
export const dynamic = 'force-dynamic';

// During a database outage the last list this server read is served (a crawler gets the sitemap it had, not a 500).
const publicSets = withLastGood(
  unstable_cache(
    async () =>
      (await listPublicSetsForSitemap()).map((set) => ({ id: set.id, updatedAt: set.updatedAt.toISOString() })),
    ['sitemap-public-sets'],
    { revalidate: 3600, tags: [PUBLIC_SETS_CACHE_TAG] },
  ),
  [],
);

/** Every indexable page in both locales, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const entry = (path: string, lastModified?: string): MetadataRoute.Sitemap => {
    const suffix = path === '/' ? '' : path;
    const languages = Object.fromEntries(
      locales.map((locale) => [locale, new URL(`/${locale}${suffix}`, base).toString()]),
    );
    return locales.map((locale) => ({
      url: new URL(`/${locale}${suffix}`, base).toString(),
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages },
    }));
  };

  const builtin = [
    '/',
    '/about',
    '/flash-cards',
    '/flash-cards/custom',
    '/jp/conjugation/verb',
    '/jp/conjugation/adjective',
  ];
  for (const kind of ['kanji', 'vocabulary'] as BuiltinKind[]) {
    builtin.push(kindPath(kind));
    for (const { set } of setParams(kind)) builtin.push(setPath(kind, set));
    for (const { set, unit } of unitParams(kind)) builtin.push(unitPath(kind, set, unit));
  }
  const sets = await publicSets();
  return [
    ...builtin.flatMap((path) => entry(path)),
    ...sets.flatMap((set) => entry(`/flash-cards/custom/${set.id}`, set.updatedAt)),
  ];
}

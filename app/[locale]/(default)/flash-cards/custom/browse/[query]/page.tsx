import { notFound } from 'next/navigation';
import { CommunityBrowser } from '@/features/custom-sets/components/community-browser';
import { decodeCommunitySegment } from '@/features/custom-sets/community-filters';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

/**
 * The community's results for one query (filters, search and page in one segment, see
 * features/custom-sets/community-filters.ts), as every verified learner sees them. Only reachable through the
 * proxy, which checks the session and the verified address first and rewrites /flash-cards/custom?… here; a
 * request for this address itself is a 404 (proxy.ts). Rendered on first request, then served from the cache
 * until a public set changes (the mutations expire PUBLIC_SETS_CACHE_TAG, which the list query carries), so a
 * page of results under load costs neither a query nor a render. Cache entries live in memory only
 * (next.config.ts, isrFlushToDisk): any number of distinct searches can't fill the disk.
 */
// A ceiling, like the list's own data cache: saves and profile changes expire the tag at once on this instance.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export const generateMetadata = titledPage('customSets', '/flash-cards/custom');

export default async function Page({ params }: PageProps<'/[locale]/flash-cards/custom/browse/[query]'>) {
  await resolvePageLocale(params);
  const query = decodeCommunitySegment((await params).query);
  if (!query) notFound();
  return <CommunityBrowser query={query} />;
}

import { CommunityGuest } from '@/features/custom-sets/components/community-guest';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('customSets', '/flash-cards/custom');

/**
 * /flash-cards/custom: everybody's public sets, for signed-in learners. This file is what a guest gets, prerendered
 * once per locale. A request with a session cookie never reaches it: the proxy sends a verified learner's to
 * ./browse/{query} (the list, cached per query) and any other session's to ./signed-in (read per request).
 */
export default async function Page({ params }: PageProps<'/[locale]/flash-cards/custom'>) {
  await resolvePageLocale(params);
  return <CommunityGuest />;
}

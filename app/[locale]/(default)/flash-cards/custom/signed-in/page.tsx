import { CommunityBrowser } from '@/features/custom-sets/components/community-browser';
import { CommunityGuest } from '@/features/custom-sets/components/community-guest';
import { getOptionalUser, requireUserPage } from '@/lib/auth/session';
import { parseCommunityQuery } from '@/features/custom-sets/community-filters';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('customSets', '/flash-cards/custom');

/**
 * The community for a request whose session cookie the proxy did not take as a verified member's (only through
 * the proxy's rewrite; typed, this address is the 404 screen). A session that ended is a guest; an unverified
 * account is sent to verify its address, as on the other set screens; should the proxy not have recognised a
 * verified member's session, the list is rendered here.
 */
export default async function Page({ params, searchParams }: PageProps<'/[locale]/flash-cards/custom/signed-in'>) {
  await resolvePageLocale(params);
  if (!(await getOptionalUser())) return <CommunityGuest />;
  await requireUserPage({ verified: true });
  return <CommunityBrowser query={parseCommunityQuery(await searchParams)} />;
}

import { LogIn, Users } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CommunityBrowser } from '@/components/custom-sets/community-browser';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeading } from '@/components/ui/page-heading';
import { getOptionalUser, requireUserPage } from '@/lib/auth/session';
import { parseCommunityQuery } from '@/lib/custom-sets/community-filters';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata: (props: { params: Promise<{ locale: string }> }) => Promise<Metadata> = titledPage(
  'customSets',
  '/flash-cards/custom',
);

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /flash-cards/custom: everybody's public sets, for signed-in learners; guests see what it is.
 * A verified learner's request is routed by the proxy to ./browse/{query}, the same screen rendered once per
 * query and served from the cache; this page answers guests, unverified accounts (sent to verify their
 * address) and, should the proxy not have recognised the session, renders the list itself.
 */
export default async function Page({ params, searchParams }: Props) {
  await resolvePageLocale(params);
  const user = await getOptionalUser();

  if (!user) {
    const t = await getTranslations('customSets.community');
    const pages = await getTranslations('pages.customSets');
    const locale = await getLocale();
    const loginHref = `/auth/login?${new URLSearchParams({ redirect: `/${locale}/flash-cards/custom` })}`;
    return (
      <>
        <PageHeading>{pages('heading')}</PageHeading>
        <Card className="flex max-w-2xl flex-col items-start gap-4">
          <Users aria-hidden className="size-10 text-primary-800 dark:text-primary-400" />
          <h2 className="text-xl font-semibold">{t('guestHeading')}</h2>
          <p className="text-muted">{t('guestText')}</p>
          <Button asChild>
            <Link href={loginHref}>
              <LogIn aria-hidden className="size-4" />
              {t('guestLogin')}
            </Link>
          </Button>
        </Card>
      </>
    );
  }
  // Signed in but not verified: the verification screen first (the same rule as the other set screens).
  await requireUserPage({ verified: true });
  return <CommunityBrowser query={parseCommunityQuery(await searchParams)} />;
}

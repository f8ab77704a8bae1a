import { LogIn, Users } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeading } from '@/components/ui/page-heading';
import { Link } from '@/lib/i18n/navigation';

/** The community for a visitor without an account: what it is, and the way in. The same for every guest. */
export async function CommunityGuest() {
  const t = await getTranslations('customSets.community');
  const pages = await getTranslations('pages.customSets');
  const locale = await getLocale();
  const loginHref = `/auth/login?${new URLSearchParams({ redirect: `/${locale}/flash-cards/custom` })}`;
  return (
    <>
      <PageHeading>{pages('heading')}</PageHeading>
      <Card className="flex max-w-2xl flex-col items-start gap-4">
        <Users aria-hidden className="size-10 text-link" />
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

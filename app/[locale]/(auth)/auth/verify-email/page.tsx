import { CheckCircle2 } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

import { AuthCardHeading } from '@/components/auth/auth-page';
import { VerifyEmailPanel } from '@/components/auth/verify-email-panel';
import { Button } from '@/components/ui/button';
import { verificationCooldown } from '@/lib/auth/queries';
import { safeRedirectTarget } from '@/lib/auth/redirect-target';
import { requireUserPage } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('verifyEmail', '/auth/verify-email');

export default async function VerifyEmailPage({ params, searchParams }: PageProps<'/[locale]/auth/verify-email'>) {
  await resolvePageLocale(params);
  const user = await requireUserPage();
  const query = await searchParams;
  const t = await getTranslations('pages.verifyEmail');
  const tVerify = await getTranslations('auth.verify');

  if (user.emailVerified) {
    return (
      <div data-status="verified">
        <CheckCircle2 aria-hidden className="mb-3 size-10 text-emerald-600 dark:text-emerald-400" />
        <AuthCardHeading title={tVerify('verifiedTitle')} lead={tVerify('verifiedText')} />
        <Button asChild size="lg" className="w-full">
          <Link href={safeRedirectTarget(query.redirect)}>{tVerify('continue')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <AuthCardHeading title={t('heading')} />
      <VerifyEmailPanel email={user.email} cooldown={await verificationCooldown(user.id)} />
    </>
  );
}

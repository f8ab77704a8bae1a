import { getTranslations } from 'next-intl/server';

import { AuthCardHeading, AuthFooterLink, linkClasses } from '@/components/auth/auth-page';
import { ChangePasswordForm } from '@/components/auth/new-password-forms';
import { Button } from '@/components/ui/button';
import { requireUserPage } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('changePassword', '/auth/change-password');

export default async function ChangePasswordPage({ params }: PageProps<'/[locale]/[appearance]/auth/change-password'>) {
  await resolvePageLocale(params);
  const user = await requireUserPage();
  const t = await getTranslations('pages.changePassword');
  const tAuth = await getTranslations('auth');
  return (
    <>
      <AuthCardHeading title={t('heading')} lead={user.hasPassword ? tAuth('changePasswordLead') : tAuth('noPasswordYet')} />
      {user.hasPassword ? (
        <ChangePasswordForm />
      ) : (
        <Button asChild size="lg" className="w-full">
          <Link href="/auth/set-password">{tAuth('setPassword')}</Link>
        </Button>
      )}
      <AuthFooterLink>
        <Link href="/settings#account" className={linkClasses}>
          {tAuth('account.heading')}
        </Link>
      </AuthFooterLink>
    </>
  );
}

import { getTranslations } from 'next-intl/server';

import { AuthCardHeading, AuthFooterLink, linkClasses } from '@/components/auth/auth-page';
import { SetPasswordForm } from '@/components/auth/new-password-forms';
import { Button } from '@/components/ui/button';
import { requireUserPage } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('setPassword', '/auth/set-password');

/** For accounts that only sign in with Google; an account with a password changes it instead. */
export default async function SetPasswordPage({ params }: PageProps<'/[locale]/[appearance]/auth/set-password'>) {
  await resolvePageLocale(params);
  const user = await requireUserPage();
  const t = await getTranslations('pages.setPassword');
  const tAuth = await getTranslations('auth');
  return (
    <>
      <AuthCardHeading title={t('heading')} lead={user.hasPassword ? tAuth('alreadyHasPassword') : tAuth('setPasswordLead')} />
      {user.hasPassword ? (
        <Button asChild size="lg" className="w-full">
          <Link href="/auth/change-password">{tAuth('changePassword')}</Link>
        </Button>
      ) : (
        <SetPasswordForm />
      )}
      <AuthFooterLink>
        <Link href="/settings#account" className={linkClasses}>
          {tAuth('account.heading')}
        </Link>
      </AuthFooterLink>
    </>
  );
}

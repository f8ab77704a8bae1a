import { getTranslations } from 'next-intl/server';

import { AuthCardHeading, AuthFooterLink, linkClasses } from './auth-page';
import { ForgotPasswordForm } from './forgot-password-form';
import { Link } from '@/lib/i18n/navigation';

export async function ForgotPasswordScreen() {
  const t = await getTranslations('pages.forgotPassword');
  const tAuth = await getTranslations('auth');
  return (
    <>
      <AuthCardHeading title={t('heading')} lead={t('lead')} />
      <ForgotPasswordForm />
      <AuthFooterLink>
        <Link href="/auth/login" className={linkClasses}>
          {tAuth('backToLogin')}
        </Link>
      </AuthFooterLink>
    </>
  );
}

import { getTranslations } from 'next-intl/server';

import { AuthCardHeading, AuthFooterLink, linkClasses } from '@/features/auth/components/auth-page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('forgotPassword', '/auth/forgot-password');

export default async function ForgotPasswordPage({ params }: PageProps<'/[locale]/auth/forgot-password'>) {
  await resolvePageLocale(params);
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

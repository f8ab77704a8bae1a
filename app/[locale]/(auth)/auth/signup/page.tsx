import { getTranslations } from 'next-intl/server';

import { AuthCardHeading, AuthFooterLink, linkClasses } from '@/features/auth/components/auth-page';
import { GoogleSignInOption } from '@/features/auth/components/google-button';
import { SignUpForm } from '@/features/auth/components/signup-form';
import { requireGuestPage } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('signup', '/auth/signup');

export default async function SignUpPage({ params, searchParams }: PageProps<'/[locale]/auth/signup'>) {
  await resolvePageLocale(params);
  const query = await searchParams;
  const redirectParam = typeof query.redirect === 'string' ? query.redirect : undefined;
  await requireGuestPage(redirectParam);

  const t = await getTranslations('pages.signup');
  const tAuth = await getTranslations('auth');
  const loginHref = redirectParam ? { pathname: '/auth/login', query: { redirect: redirectParam } } : '/auth/login';
  return (
    <>
      <AuthCardHeading title={t('heading')} lead={t('lead')} />
      <SignUpForm redirect={redirectParam} />
      <GoogleSignInOption redirect={redirectParam} />
      <AuthFooterLink>
        {tAuth('haveAccount')}{' '}
        <Link href={loginHref} className={linkClasses}>
          {tAuth('toLogin')}
        </Link>
      </AuthFooterLink>
    </>
  );
}

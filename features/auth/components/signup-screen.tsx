import { getTranslations } from 'next-intl/server';

import { AuthCardHeading, AuthFooterLink, linkClasses } from './auth-page';
import { GoogleSignInOption } from './google-button';
import { SignUpForm } from './signup-form';
import { Link } from '@/lib/i18n/navigation';

export async function SignUpScreen({ redirect }: { redirect: string | undefined }) {
  const t = await getTranslations('pages.signup');
  const tAuth = await getTranslations('auth');
  const loginHref = redirect ? { pathname: '/auth/login', query: { redirect } } : '/auth/login';
  return (
    <>
      <AuthCardHeading title={t('heading')} lead={t('lead')} />
      <SignUpForm redirect={redirect} />
      <GoogleSignInOption redirect={redirect} />
      <AuthFooterLink>
        {tAuth('haveAccount')}{' '}
        <Link href={loginHref} className={linkClasses}>
          {tAuth('toLogin')}
        </Link>
      </AuthFooterLink>
    </>
  );
}

import { getTranslations } from 'next-intl/server';

import { AuthCardHeading, AuthFooterLink, linkClasses } from '@/features/auth/components/auth-page';
import { GoogleSignInOption } from '@/features/auth/components/google-button';
import { LoginForm } from '@/features/auth/components/login-form';
import { FormMessage } from '@/components/ui/form-field';
import { requireGuestPage } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('login', '/auth/login');

/** Auth.js sends failed Google sign-ins back here with ?error=<type>. */
function errorKey(error: unknown): 'googleRefused' | 'unknown' | undefined {
  if (typeof error !== 'string' || !error) return undefined;
  return error === 'AccessDenied' ? 'googleRefused' : 'unknown';
}

export default async function LoginPage({ params, searchParams }: PageProps<'/[locale]/auth/login'>) {
  await resolvePageLocale(params);
  const query = await searchParams;
  const redirectParam = typeof query.redirect === 'string' ? query.redirect : undefined;
  await requireGuestPage(redirectParam);

  const t = await getTranslations('pages.login');
  const tAuth = await getTranslations('auth');
  const error = errorKey(query.error);
  const signupHref = redirectParam ? { pathname: '/auth/signup', query: { redirect: redirectParam } } : '/auth/signup';
  return (
    <>
      <AuthCardHeading title={t('heading')} lead={t('lead')} />
      {query.deleted === '1' ? (
        <div className="mb-4">
          <FormMessage kind="success">{tAuth('account.deleted')}</FormMessage>
        </div>
      ) : null}
      <LoginForm redirect={redirectParam} initialError={error ? tAuth(`errors.${error}`) : undefined} />
      <GoogleSignInOption redirect={redirectParam} />
      <AuthFooterLink>
        {tAuth('noAccount')}{' '}
        <Link href={signupHref} className={linkClasses}>
          {tAuth('createAccount')}
        </Link>
      </AuthFooterLink>
    </>
  );
}

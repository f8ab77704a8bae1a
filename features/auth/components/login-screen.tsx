import { getTranslations } from 'next-intl/server';

import { AuthCardHeading, AuthFooterLink, linkClasses } from './auth-page';
import { GoogleSignInOption } from './google-button';
import { LoginForm } from './login-form';
import { FormMessage } from '@/components/ui/form-field';
import { Link } from '@/lib/i18n/navigation';

/** Auth.js sends failed Google sign-ins back here with ?error=<type>. */
function errorKey(error: unknown): 'googleRefused' | 'unknown' | undefined {
  if (typeof error !== 'string' || !error) return undefined;
  return error === 'AccessDenied' ? 'googleRefused' : 'unknown';
}

/** The login card: `deleted` after an account deletion, `error` as Auth.js sends it back. */
export async function LoginScreen({
  redirect,
  error,
  deleted,
}: {
  redirect: string | undefined;
  error: unknown;
  deleted: boolean;
}) {
  const t = await getTranslations('pages.login');
  const tAuth = await getTranslations('auth');
  const failure = errorKey(error);
  const signupHref = redirect ? { pathname: '/auth/signup', query: { redirect } } : '/auth/signup';
  return (
    <>
      <AuthCardHeading title={t('heading')} lead={t('lead')} />
      {deleted ? (
        <div className="mb-4">
          <FormMessage kind="success">{tAuth('account.deleted')}</FormMessage>
        </div>
      ) : null}
      <LoginForm redirect={redirect} initialError={failure ? tAuth(`errors.${failure}`) : undefined} />
      <GoogleSignInOption redirect={redirect} />
      <AuthFooterLink>
        {tAuth('noAccount')}{' '}
        <Link href={signupHref} className={linkClasses}>
          {tAuth('createAccount')}
        </Link>
      </AuthFooterLink>
    </>
  );
}

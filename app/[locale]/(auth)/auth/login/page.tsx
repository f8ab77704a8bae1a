import { LoginScreen } from '@/features/auth/components/login-screen';
import { requireGuestPage } from '@/lib/auth/session';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('login', '/auth/login');

export default async function LoginPage({ params, searchParams }: PageProps<'/[locale]/auth/login'>) {
  await resolvePageLocale(params);
  const query = await searchParams;
  const redirect = typeof query.redirect === 'string' ? query.redirect : undefined;
  await requireGuestPage(redirect);
  return <LoginScreen redirect={redirect} error={query.error} deleted={query.deleted === '1'} />;
}

import { SignUpScreen } from '@/features/auth/components/signup-screen';
import { requireGuestPage } from '@/lib/auth/session';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('signup', '/auth/signup');

export default async function SignUpPage({ params, searchParams }: PageProps<'/[locale]/auth/signup'>) {
  await resolvePageLocale(params);
  const { redirect } = await searchParams;
  const target = typeof redirect === 'string' ? redirect : undefined;
  await requireGuestPage(target);
  return <SignUpScreen redirect={target} />;
}

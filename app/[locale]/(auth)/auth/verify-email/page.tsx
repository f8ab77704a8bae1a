import { VerifyEmailScreen } from '@/features/auth/components/verify-email-screen';
import { requireUserPage } from '@/lib/auth/session';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('verifyEmail', '/auth/verify-email');

export default async function VerifyEmailPage({ params, searchParams }: PageProps<'/[locale]/auth/verify-email'>) {
  await resolvePageLocale(params);
  const user = await requireUserPage();
  const { redirect } = await searchParams;
  return <VerifyEmailScreen user={user} redirect={typeof redirect === 'string' ? redirect : undefined} />;
}

import { EmailVerifiedScreen, verificationStatus } from '@/features/auth/components/email-verified-screen';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('emailVerified', '/auth/email-verified');

/** Where the verification link lands. */
export default async function EmailVerifiedPage({ params, searchParams }: PageProps<'/[locale]/auth/email-verified'>) {
  await resolvePageLocale(params);
  const { status, redirect } = await searchParams;
  return (
    <EmailVerifiedScreen
      status={verificationStatus(status)}
      redirect={typeof redirect === 'string' ? redirect : undefined}
    />
  );
}

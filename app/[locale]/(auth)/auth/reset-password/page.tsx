import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('resetPassword', '/auth/reset-password');

export default async function ResetPasswordPage({ params, searchParams }: PageProps<'/[locale]/auth/reset-password'>) {
  await resolvePageLocale(params);
  const { token } = await searchParams;
  return <ResetPasswordScreen token={typeof token === 'string' ? token : ''} />;
}

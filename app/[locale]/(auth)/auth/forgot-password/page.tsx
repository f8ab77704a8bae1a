import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('forgotPassword', '/auth/forgot-password');

export default async function ForgotPasswordPage({ params }: PageProps<'/[locale]/auth/forgot-password'>) {
  await resolvePageLocale(params);
  return <ForgotPasswordScreen />;
}

import { PasswordScreen } from '@/features/auth/components/password-screen';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('changePassword', '/auth/change-password');

export default async function ChangePasswordPage({ params }: PageProps<'/[locale]/auth/change-password'>) {
  await resolvePageLocale(params);
  return <PasswordScreen screen="change" />;
}

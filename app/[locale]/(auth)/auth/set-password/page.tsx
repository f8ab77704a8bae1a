import { PasswordScreen } from '@/features/auth/components/password-screen';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('setPassword', '/auth/set-password');

/** For accounts that only sign in with Google; an account with a password changes it instead. */
export default async function SetPasswordPage({ params }: PageProps<'/[locale]/auth/set-password'>) {
  await resolvePageLocale(params);
  return <PasswordScreen screen="set" />;
}

import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('settings', '/settings');

export default async function SettingsPage({ params }: PageProps<'/[locale]/settings'>) {
  await resolvePageLocale(params);
  return <SettingsScreen />;
}

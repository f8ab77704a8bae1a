import { getTranslations } from 'next-intl/server';
import { AccountSection } from '@/features/auth/components/account-section';
import { AppearanceSettings } from '@/features/settings/components/appearance-settings';
import { NotificationSettings } from '@/features/settings/components/notification-settings';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { Card } from '@/components/ui/card';
import { PageHeading } from '@/components/ui/page-heading';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('settings', '/settings');

export default async function SettingsPage({ params }: PageProps<'/[locale]/settings'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('pages.settings');
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeading>{t('heading')}</PageHeading>
      <ProfileSection />
      <Card>
        <AccountSection />
      </Card>
      <Card>
        <AppearanceSettings />
      </Card>
      <Card>
        <NotificationSettings />
      </Card>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { AccountSection } from '@/features/auth/components/account-section';
import { AppearanceSettings } from './appearance-settings';
import { NotificationSettings } from './notification-settings';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { Card } from '@/components/ui/card';
import { PageHeading } from '@/components/ui/page-heading';

export async function SettingsScreen() {
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

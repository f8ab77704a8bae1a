import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { resolvePageLocale } from '@/lib/i18n/page';

/** Settings: the account section (passwords, sign out, delete) and the appearance and notification controls. */
export default async function SettingsLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await resolvePageLocale(params);
  return <FeatureMessages features={['settings', 'auth', 'validation']}>{children}</FeatureMessages>;
}

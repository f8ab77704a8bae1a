import { PlainPage } from '@/components/layout/plain-page';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('changePassword', '/auth/change-password');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await resolvePageLocale(params);
  return <PlainPage pageKey="changePassword" />;
}

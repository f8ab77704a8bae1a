import { PlainPage } from '@/components/layout/plain-page';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('customSets', '/flash-cards/custom');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await resolvePageLocale(params);
  return <PlainPage pageKey="customSets" />;
}

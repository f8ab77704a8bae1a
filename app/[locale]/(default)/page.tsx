import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeScreen } from '@/features/home/components/home-screen';
import { pageMetadata } from '@/lib/i18n/metadata';
import { isLocale } from '@/lib/i18n/routing';
import { resolvePageLocale } from '@/lib/i18n/page';

// The home page has no page title of its own: it is just "Kotonoha".
export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return pageMetadata({ locale, path: '/', description: t('description') });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  await resolvePageLocale(params);
  return <HomeScreen />;
}

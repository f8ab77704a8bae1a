import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewSetScreen } from '@/features/custom-sets/components/new-set-screen';
import { requireUserPage } from '@/lib/auth/session';
import { pageMetadata } from '@/lib/i18n/metadata';
import { resolvePageLocale } from '@/lib/i18n/page';

export async function generateMetadata({ params }: PageProps<'/[locale]/flash-cards/custom/new'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.customSetNew' });
  // A personal page: nothing for search engines.
  return { ...pageMetadata({ locale, path: '/flash-cards/custom/new', title: t('title') }), robots: { index: false } };
}

export default async function Page({ params }: PageProps<'/[locale]/flash-cards/custom/new'>) {
  await resolvePageLocale(params);
  const user = await requireUserPage({ verified: true });
  return <NewSetScreen account={user.id} />;
}

import type { Metadata } from 'next';
import { OfflineScreen } from '@/components/errors/offline-screen';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

const metadata = titledPage('offline', '/offline');

// What the service worker shows for a page it cannot reach offline (lib/offline/README.md); not for search engines.
export async function generateMetadata(props: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return { ...(await metadata(props)), robots: { index: false } };
}

export default async function OfflinePage({ params }: PageProps<'/[locale]/offline'>) {
  await resolvePageLocale(params);
  return <OfflineScreen />;
}

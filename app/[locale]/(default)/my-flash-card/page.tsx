import type { Metadata } from 'next';
import { MySetsScreen } from '@/features/custom-sets/components/my-sets-screen';
import { requireUserPage } from '@/lib/auth/session';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

const titled = titledPage('myFlashCards', '/my-flash-card');

// A personal page: nothing for search engines.
export async function generateMetadata(props: PageProps<'/[locale]/my-flash-card'>): Promise<Metadata> {
  return { ...(await titled(props)), robots: { index: false } };
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/my-flash-card'>) {
  await resolvePageLocale(params);
  const user = await requireUserPage({ verified: true });
  return <MySetsScreen userId={user.id} query={await searchParams} />;
}

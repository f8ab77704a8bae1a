import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlainPage } from '@/components/layout/plain-page';
import { pageMetadata } from '@/lib/i18n/metadata';
import { resolvePageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; set: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { set } = await params;
  const t = await getTranslations({ locale, namespace: 'pages.customSet' });
  return pageMetadata({ locale, path: `/flash-cards/custom/${set}`, title: t('title') });
}

export default async function Page({ params }: Props) {
  await resolvePageLocale(params);
  // The set page has no site layout of its own (spec §2); it still gets the page landmark.
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-3 py-6 sm:px-6 sm:py-10">
      <PlainPage pageKey="customSet" />
    </main>
  );
}

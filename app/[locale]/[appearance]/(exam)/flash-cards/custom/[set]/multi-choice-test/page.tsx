import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlainPage } from '@/components/layout/plain-page';
import { pageMetadata } from '@/lib/i18n/metadata';
import { resolvePageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; set: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { set } = await params;
  const t = await getTranslations({ locale, namespace: 'pages.multiChoiceTest' });
  return pageMetadata({ locale, path: `/flash-cards/custom/${set}/multi-choice-test`, title: t('title') });
}

export default async function Page({ params }: Props) {
  await resolvePageLocale(params);
  return <PlainPage pageKey="multiChoiceTest" />;
}

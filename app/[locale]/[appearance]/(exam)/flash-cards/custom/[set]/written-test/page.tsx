import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomSetExam, loadCustomSetForExam } from '@/components/exam/custom-set-exam';
import { pageMetadata } from '@/lib/i18n/metadata';
import { resolvePageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; set: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { set: id } = await params;
  const set = await loadCustomSetForExam(id);
  const t = await getTranslations({ locale, namespace: 'pages.writtenTest' });
  // A test is a personal screen, not content: kept out of search results.
  return {
    ...pageMetadata({ locale, path: `/flash-cards/custom/${id}/written-test`, title: `${t('title')} · ${set.name}` }),
    robots: { index: false, follow: false },
  };
}

export default async function Page({ params }: Props) {
  await resolvePageLocale(params);
  return <CustomSetExam id={(await params).set} testKind="written" />;
}

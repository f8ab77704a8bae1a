import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomSetExam, loadCustomSetForExam } from '@/features/exam/components/custom-set-exam';
import { requireTestSegment, testKindOf, testMessagesKey } from '@/features/exam/test-segments';
import { pageMetadata } from '@/lib/i18n/metadata';
import { resolvePageLocale } from '@/lib/i18n/page';

type Props = PageProps<'/[locale]/flash-cards/custom/[set]/[test]'>;

// The written and the multiple-choice test of a set differ only in the test kind: one `[test]` segment serves
// both addresses. Rendered per request like before (no static params: the set may be private to the viewer);
// an unknown segment is a 404 before the set is looked up.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { set: id, test: segment } = await params;
  const test = requireTestSegment(segment);
  const set = await loadCustomSetForExam(id);
  const t = await getTranslations({ locale, namespace: `pages.${testMessagesKey(testKindOf(test))}` });
  // A test is a personal screen, not content: kept out of search results.
  return {
    ...pageMetadata({ locale, path: `/flash-cards/custom/${id}/${test}`, title: `${t('title')} · ${set.name}` }),
    robots: { index: false, follow: false },
  };
}

export default async function Page({ params }: Props) {
  await resolvePageLocale(params);
  const { set, test } = await params;
  return <CustomSetExam id={set} testKind={testKindOf(requireTestSegment(test))} />;
}

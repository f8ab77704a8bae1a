import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BuiltinExam } from '@/components/exam/builtin-exam';
import { builtinTitles, requireUnit, unitParams } from '@/lib/flash-cards/builtin-params';
import { pageMetadata } from '@/lib/i18n/metadata';
import { resolvePageLocale } from '@/lib/i18n/page';

type Props = PageProps<'/[locale]/[appearance]/jp/flash-card/kanji/[set]/[unit]/multi-choice-test'>;

export function generateStaticParams() {
  return unitParams('kanji');
}

async function titles(set: string, unit: string) {
  const t = await getTranslations('pages.multiChoiceTest');
  const { unitTitle } = await builtinTitles('kanji', set, unit);
  return { title: `${t('title')} · ${unitTitle}` };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { set, unit } = await params;
  requireUnit('kanji', set, unit);
  const { title } = await titles(set, unit);
  return pageMetadata({ locale, path: `/jp/flash-card/kanji/${set}/${unit}/multi-choice-test`, title });
}

export default async function Page({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { set, unit } = await params;
  return <BuiltinExam kind="kanji" set={set} unit={unit} locale={locale} testKind="multipleChoice" />;
}

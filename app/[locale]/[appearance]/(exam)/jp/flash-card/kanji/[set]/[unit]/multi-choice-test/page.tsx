import { BuiltinExam } from '@/components/exam/builtin-exam';
import { unitParams } from '@/lib/flash-cards/builtin-params';
import { examMetadata } from '@/lib/flash-cards/builtin-metadata';
import { resolvePageLocale } from '@/lib/i18n/page';

type Props = PageProps<'/[locale]/[appearance]/jp/flash-card/kanji/[set]/[unit]/multi-choice-test'>;

export function generateStaticParams() {
  return unitParams('kanji');
}

export const generateMetadata = examMetadata('kanji', 'multi-choice-test');

export default async function Page({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { set, unit } = await params;
  return <BuiltinExam kind="kanji" set={set} unit={unit} locale={locale} testKind="multipleChoice" />;
}

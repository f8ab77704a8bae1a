import { BuiltinExam } from '@/components/exam/builtin-exam';
import { unitParams } from '@/lib/flash-cards/builtin-params';
import { examMetadata } from '@/lib/flash-cards/builtin-metadata';
import { resolvePageLocale } from '@/lib/i18n/page';

type Props = PageProps<'/[locale]/[appearance]/jp/flash-card/vocabulary/[set]/[unit]/multi-choice-test'>;

export function generateStaticParams() {
  return unitParams('vocabulary');
}

export const generateMetadata = examMetadata('vocabulary', 'multi-choice-test');

export default async function Page({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { set, unit } = await params;
  return <BuiltinExam kind="vocabulary" set={set} unit={unit} locale={locale} testKind="multipleChoice" />;
}

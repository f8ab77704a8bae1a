import { BuiltinExam } from '@/features/exam/components/builtin-exam';
import { requireTestSegment, testKindOf } from '@/features/exam/test-segments';
import { testMetadata } from '@/features/flash-cards/server/builtin-metadata';
import { requireKind, testRouteParams } from '@/features/flash-cards/server/builtin-params';
import { resolvePageLocale } from '@/lib/i18n/page';

type Props = PageProps<'/[locale]/jp/flash-card/[kind]/[set]/[unit]/[test]'>;

// The written and the multiple-choice test of a unit differ only in the test kind: one `[test]` segment
// serves both addresses, prerendered like the unit pages (an unknown segment is a 404, see requireKind).
export function generateStaticParams() {
  return testRouteParams();
}

export const generateMetadata = testMetadata;

export default async function Page({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { set, unit } = await params;
  const kind = requireKind((await params).kind);
  const testKind = testKindOf(requireTestSegment((await params).test));
  return <BuiltinExam kind={kind} set={set} unit={unit} locale={locale} testKind={testKind} />;
}

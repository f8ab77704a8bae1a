import { getTranslations } from 'next-intl/server';
import { unitExamDeck } from '@/features/exam/builtin-deck';
import { testMessagesKey } from '@/features/exam/test-segments';
import type { TestKind } from '@/features/exam/types';
import { builtinTitles, requireUnit } from '@/features/flash-cards/server/builtin-params';
import { unitPath, type BuiltinKind } from '@/features/flash-cards/builtin-paths';
import { ExamScreen } from './exam-screen';

/** A built-in unit's test page (prerendered): the unit's cards in the page's language, handed to ExamScreen. */
export async function BuiltinExam({
  kind,
  set,
  unit,
  locale,
  testKind,
}: {
  kind: BuiltinKind;
  set: string;
  unit: string;
  locale: string;
  testKind: TestKind;
}) {
  const found = requireUnit(kind, set, unit);
  const t = await getTranslations(`pages.${testMessagesKey(testKind)}`);
  const { unitTitle } = await builtinTitles(kind, set, found.number);
  return (
    <ExamScreen
      deck={unitExamDeck(found, locale)}
      testKind={testKind}
      heading={t('heading')}
      target={{
        source: kind,
        setKey: set,
        unitKey: String(found.number),
        backHref: unitPath(kind, set, found.number),
        title: unitTitle ?? '',
      }}
    />
  );
}

import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getOptionalUser } from '@/lib/auth/session';
import { getSetCardsForTest } from '@/features/custom-sets/server/queries';
import { customExamDeck } from '@/features/exam/custom-deck';
import { isJoyoKanji } from '@/features/exam/server/joyo-kanji';
import { testMessagesKey } from '@/features/exam/test-segments';
import type { TestKind } from '@/features/exam/types';
import { ExamScreen } from './exam-screen';

/** Loads a custom set for the viewer (a private set of someone else is a 404, like an unknown id). */
export async function loadCustomSetForExam(id: string) {
  const viewer = await getOptionalUser();
  const set = await getSetCardsForTest(id, viewer?.id ?? null);
  if (!set) notFound();
  return set;
}

/** A custom set's test page (rendered per request: the set may be private to the viewer). */
export async function CustomSetExam({ id, testKind }: { id: string; testKind: TestKind }) {
  const set = await loadCustomSetForExam(id);
  const t = await getTranslations(`pages.${testMessagesKey(testKind)}`);
  return (
    <ExamScreen
      deck={customExamDeck(set, isJoyoKanji)}
      testKind={testKind}
      heading={t('heading')}
      target={{
        source: 'custom',
        setKey: set.id,
        unitKey: '',
        backHref: `/flash-cards/custom/${set.id}`,
        title: set.name,
      }}
    />
  );
}

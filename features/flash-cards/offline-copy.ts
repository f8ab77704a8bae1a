import { testPath, unitPath, type BuiltinKind } from '@/features/flash-cards/builtin-paths';
import type { StudyDeck } from '@/features/flash-cards/study-cards';
import { hanVietDrillPath } from '@/features/han-viet/paths';
import { unitSentencesUrl } from '@/features/sentences/sentences-url';
import { strokesUrl } from '@/features/writing/stroke-data';
import { unitWritePath } from '@/features/writing/write-paths';

/**
 * What a unit page asks the service worker to keep once it is opened (components/layout/keep-offline.tsx), so that
 * its tests, its drills and the reviews work offline: their pages, the unit's sentences (vocabulary) or the
 * strokes of its kanji, which the written test's pad checks (kanji).
 */
export function unitOfflineCopy(kind: BuiltinKind, set: string, unit: number, locale: string, deck: StudyDeck) {
  const paths = [
    testPath(kind, set, unit, 'written-test'),
    testPath(kind, set, unit, 'multi-choice-test'),
    ...(kind === 'kanji' ? [hanVietDrillPath(set, unit), unitWritePath(set, unit)] : []),
    '/review',
  ];
  const files =
    deck.kind === 'kanji' ? deck.cards.map((card) => strokesUrl(card.kanji)) : [unitSentencesUrl(set, unit)];
  return { id: `${locale}${unitPath(kind, set, unit)}`, pages: paths.map((path) => `/${locale}${path}`), files };
}

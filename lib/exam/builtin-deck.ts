/** A built-in unit as an exam deck, in the page's language. Pure: the page passes the unit it resolved. */
import type { KanjiItem, Unit, VocabularyItem } from '@/lib/content/types';
import { localizedMeaning } from '@/lib/flash-cards/study-cards';
import type { ExamCard, ExamDeck } from './types';

function kanjiCard(item: KanjiItem, locale: string): ExamCard {
  return {
    id: item.id,
    term: item.kanji,
    readings: [...item.onyomi, ...item.kunyomi],
    meaning: localizedMeaning(item, locale),
  };
}

function vocabularyCard(item: VocabularyItem, locale: string): ExamCard {
  return { id: item.id, term: item.written, readings: [item.reading], meaning: localizedMeaning(item, locale) };
}

export function unitExamDeck(unit: Unit<'kanji' | 'vocabulary'>, locale: string): ExamDeck {
  // Vietnamese meanings exist for some levels only; English fills the gaps. Both are checked as text.
  const meaningLanguage = locale === 'vi' ? 'vi' : 'en';
  const cards =
    unit.kind === 'kanji'
      ? (unit.items as KanjiItem[]).map((item) => kanjiCard(item, locale))
      : (unit.items as VocabularyItem[]).map((item) => vocabularyCard(item, locale));
  return { source: unit.kind, termLanguage: 'ja', meaningLanguage, cards };
}

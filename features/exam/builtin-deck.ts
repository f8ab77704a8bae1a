/** A built-in unit as an exam deck, in the page's language. Pure: the page passes the unit it resolved. */
import type { KanjiItem, Unit, VocabularyItem } from '@/features/content/types';
import { localizedMeaning } from '@/features/flash-cards/study-cards';
import type { ExamCard, ExamDeck } from './types';

/** The synonyms the content lists with an item, in the page's language. */
function synonymsOf(item: KanjiItem | VocabularyItem, locale: string): string[] {
  return (locale === 'vi' ? item.synonymsVi : item.synonyms) ?? [];
}

function kanjiCard(item: KanjiItem, locale: string): ExamCard {
  return {
    id: item.id,
    term: item.kanji,
    readings: [...item.onyomi, ...item.kunyomi],
    meaning: localizedMeaning(item, locale),
    synonyms: synonymsOf(item, locale),
    // Every built-in kanji is a jōyō kanji, and the content build writes strokes for each of them.
    writable: true,
  };
}

function vocabularyCard(item: VocabularyItem, locale: string): ExamCard {
  return {
    id: item.id,
    term: item.written,
    // Every standard reading counts (九 きゅう and く); the main one is shown.
    readings: [item.reading, ...(item.altReadings ?? [])],
    // The word's other spellings are right too (いる is also written 居る).
    ...(item.altWritten?.length ? { otherSpellings: item.altWritten } : {}),
    meaning: localizedMeaning(item, locale),
    synonyms: synonymsOf(item, locale),
  };
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

/** A custom flash-card set as an exam deck. Pure: the custom-set pages pass the cards they loaded. */
import type { ExamDeck, ExamLanguage } from './types';

export interface CustomSetForExam {
  readonly wordLanguage: ExamLanguage;
  readonly meaningLanguage: ExamLanguage;
  readonly cards: readonly { id: string; word: string; pronunciation: string; meaning: string }[];
}

/**
 * Cards without a pronunciation are left out of reading questions only. `isKanjiToWrite` says which terms are a
 * kanji the writing pad knows (the page asks the content on the server); a set of Japanese words offers "write
 * the kanji" for those cards.
 */
export function customExamDeck(
  set: CustomSetForExam,
  isKanjiToWrite: (term: string) => boolean = () => false,
): ExamDeck {
  return {
    source: 'custom',
    termLanguage: set.wordLanguage,
    meaningLanguage: set.meaningLanguage,
    cards: set.cards.map((card) => ({
      id: card.id,
      term: card.word,
      readings: card.pronunciation.trim() === '' ? [] : [card.pronunciation.trim()],
      meaning: card.meaning,
      ...(set.wordLanguage === 'ja' && isKanjiToWrite(card.word) ? { writable: true } : {}),
    })),
  };
}

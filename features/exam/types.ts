import type { ExampleSentence } from '@/features/content/types';

/**
 * The test engine works on a plain list of cards, so built-in units and custom sets plug in the same way.
 * No React, no I/O.
 */

/** Languages a card side can be in (the custom sets' word / meaning languages). */
export type ExamLanguage = 'ja' | 'zh' | 'en' | 'vi';

export interface ExamCard {
  /** Unique within the deck (built-in item id, or the custom card's id). */
  readonly id: string;
  /** The word, kanji or custom term: 食べる, 日, "apple". */
  readonly term: string;
  /**
   * Its readings in kana, main one first; [] when it has none. Vocabulary: one reading; kanji: on'yomi and
   * kun'yomi in KANJIDIC notation (た.べる, -び: the dot marks okurigana, a dash an affix).
   */
  readonly readings: readonly string[];
  /** Other spellings of the term that count as right (built-in words: 在る and 有る for ある, 知合い for 知り合い). */
  readonly otherSpellings?: readonly string[];
  /** The meaning in the interface (or set's) language; several senses separated by ";", "," or "/". */
  readonly meaning: string;
  /**
   * Other meanings that count as right in a meaning question without being shown (common synonyms the
   * content lists with the card: "nation" for 国 "country").
   */
  readonly synonyms?: readonly string[];
  /** The term is one jōyō kanji with stroke data, so it can be asked as "write the kanji" (drawn on the pad). */
  readonly writable?: boolean;
}

/** Where the cards come from: the three sources of TestResult. */
export type ExamSource = 'kanji' | 'vocabulary' | 'custom';

export interface ExamDeck {
  readonly source: ExamSource;
  readonly termLanguage: ExamLanguage;
  readonly meaningLanguage: ExamLanguage;
  readonly cards: readonly ExamCard[];
}

/**
 * What is asked: the meaning of the shown term, the term for the shown meaning, or the reading of the shown
 * term (vocabulary: "meaning from word", "word from meaning", "reading from word"; kanji and custom sets alike);
 * in a multiple-choice test of Japanese words, "listen": the word is spoken, not shown, and its meaning chosen;
 * in a written test of a built-in vocabulary unit, "blank": the word is missing from its example sentence and
 * typed in kana; or, in a written test of kanji, "write the kanji": the meaning and readings shown, the kanji
 * drawn on the pad.
 */
export type QuestionMode = 'meaning' | 'term' | 'reading' | 'listen' | 'blank' | 'write';
export const QUESTION_MODES: readonly QuestionMode[] = ['meaning', 'term', 'reading', 'listen', 'blank', 'write'];

export type TestKind = 'written' | 'multipleChoice';

export interface Question {
  readonly card: ExamCard;
  readonly mode: QuestionMode;
  /** What is shown. */
  readonly prompt: string;
  /** The answer as it is shown after a question (and as the right option of a multiple-choice question). */
  readonly answer: string;
  /** The language of the answer: Japanese answers are typed as kana (romaji converted). */
  readonly answerLanguage: ExamLanguage;
  /** Normalised forms a written answer may take to count (see check-answer.ts). */
  readonly accepted: readonly string[];

  /** Multiple choice only: the option texts, the answer among them. */
  readonly options?: readonly string[];
  /** "listen": what the voice says (the word's reading in kana, so it cannot misread a kanji). */
  readonly spoken?: string;
  /** "blank": the example sentence the word is missing from (a word without one is asked "word from meaning"). */
  readonly sentence?: ExampleSentence;
}

/** Settings the learner picks before a test. */
export interface ExamSettings {
  readonly count: number;
  readonly mode: QuestionMode;
  readonly shuffle: boolean;
}

/** A test asks 30 questions unless the learner picks another number, and never more than 100. */
export const DEFAULT_QUESTION_COUNT = 30;
export const MAX_QUESTION_COUNT = 100;
/** A set needs at least this many cards to be tested (one card alone is no test). */
export const MIN_CARDS = 2;
export const OPTION_COUNT = 4;

/**
 * What the study view receives: one unit's items, already in the page's language and cut down to what a
 * card shows, so the client bundle and the page payload stay small. No React, no I/O.
 */

/** A run of text with its reading above it (kanji), or without (kana). */
export interface RubySegment {
  readonly text: string;
  readonly reading?: string;
}

export interface VocabularyCard {
  readonly id: string;
  readonly written: string;
  readonly reading: string;
  readonly meaning: string;
  readonly sinoVietnamese: string;
  /** null for words written in kana only. */
  readonly furigana: readonly RubySegment[] | null;
}

interface KanjiExample {
  readonly written: string;
  readonly reading: string;
  readonly meaning: string;
  /** The word's ruby (reading over the kanji only); null for a word without a segmentation. */
  readonly furigana: readonly RubySegment[] | null;
}

export interface KanjiCard {
  readonly id: string;
  readonly kanji: string;
  readonly meaning: string;
  readonly onyomi: readonly string[];
  readonly kunyomi: readonly string[];
  readonly sinoVietnamese: readonly string[];
  /** Made in Japan: no Hán Việt reading, or only one given by analogy (働 Động). */
  readonly kokuji: boolean;
  readonly strokes: number | null;
  readonly examples: readonly KanjiExample[];
}

export type StudyDeck =
  | { readonly kind: 'vocabulary'; readonly cards: readonly VocabularyCard[] }
  | { readonly kind: 'kanji'; readonly cards: readonly KanjiCard[] };

export type VocabularyFront = 'word' | 'reading' | 'meaning';
export type KanjiFront = 'kanji' | 'meaning';
export const VOCABULARY_FRONTS: readonly VocabularyFront[] = ['word', 'reading', 'meaning'];
export const KANJI_FRONTS: readonly KanjiFront[] = ['kanji', 'meaning'];

/** The meaning in the interface language: Vietnamese where the content has it, English otherwise. */
export function localizedMeaning(
  item: { meanings: readonly string[]; meaningVi?: string | null },
  locale: string,
): string {
  if (locale === 'vi' && item.meaningVi && item.meaningVi.trim() !== '') return item.meaningVi;
  return item.meanings.join(', ');
}

/**
 * Kana to read a kanji aloud: its readings, on'yomi first, without KANJIDIC's okurigana dot and affix
 * dashes (ひと.つ → ひとつ, -つ → つ). Duplicates dropped; at most four, so the audio stays short.
 */
export function kanjiSpeechText(card: Pick<KanjiCard, 'kanji' | 'onyomi' | 'kunyomi'>): string {
  const readings = [...card.onyomi, ...card.kunyomi].map((r) => r.replace(/[.\-－]/g, '')).filter(Boolean);
  const unique = [...new Set(readings)].slice(0, 4);
  return unique.length > 0 ? unique.join('、') : card.kanji;
}

/** The kana to read a vocabulary card aloud: the reading is unambiguous where the written form may not be. */
export function vocabularySpeechText(card: Pick<VocabularyCard, 'reading' | 'written'>): string {
  return card.reading || card.written;
}

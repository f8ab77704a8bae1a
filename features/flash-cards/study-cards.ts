import type { HanVietPair } from '@/features/han-viet/card-pairing';

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
  /** The word's other accepted spellings (居る for いる, 知合い for 知り合い); absent when it has none. */
  readonly otherSpellings?: readonly string[];
  /** null for words written in kana only. */
  readonly furigana: readonly RubySegment[] | null;
  /** Pitch accents of the reading, the most common first (features/japanese/pitch.ts); absent when unknown. */
  readonly pitch?: readonly number[];
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
  /** Each Hán-Việt reading with the on'yomi the sound correspondences pair it with; absent when none. */
  readonly hanVietPairs?: readonly HanVietPair[];
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
 * A kanji reading as a card shows it: KANJIDIC's okurigana dot becomes brackets round the kana written after
 * the kanji (ひと.つ → ひと(つ)), its affix dash a wave dash where the rest of the word goes (ひと- → ひと～,
 * -き.せ → ～き(せ)). The legend under the readings explains both.
 */
export function readableKanjiReading(reading: string): string {
  const affixed = reading.replace(/^[-－]/, '～').replace(/[-－]$/, '～');
  const dot = affixed.indexOf('.');
  if (dot < 0) return affixed;
  const end = affixed.endsWith('～') ? affixed.length - 1 : affixed.length;
  return `${affixed.slice(0, dot)}(${affixed.slice(dot + 1, end)})${affixed.slice(end)}`;
}

/** What the legend of a kanji's readings explains: kana written after the kanji, readings used as affixes. */
export interface ReadingNotation {
  /**
   * A reading with kana written after the kanji, and that reading written out (ひと(つ) → 一つ): the first one
   * that is also an example word, else the first one.
   */
  readonly okurigana: { readonly reading: string; readonly written: string } | null;
  readonly affix: boolean;
}

export function readingNotation(
  cards: readonly (Pick<KanjiCard, 'kanji' | 'onyomi' | 'kunyomi'> & { examples?: readonly { written: string }[] })[],
): ReadingNotation {
  let first: ReadingNotation['okurigana'] = null;
  let inExamples: ReadingNotation['okurigana'] = null;
  let affix = false;
  for (const card of cards) {
    const examples = new Set((card.examples ?? []).map((e) => e.written));
    for (const reading of [...card.onyomi, ...card.kunyomi]) {
      if (reading.includes('～')) affix = true;
      const match = /^[^(～]+\(([^)]+)\)$/.exec(reading);
      if (!match) continue;
      const example = { reading, written: `${card.kanji}${match[1]}` };
      first ??= example;
      // A word the learner meets (生きる) explains better than a rare spelling (先ず).
      if (!inExamples && examples.has(example.written)) inExamples = example;
    }
  }
  return { okurigana: inExamples ?? first, affix };
}

/**
 * Kana to read a kanji aloud: its readings, on'yomi first, without the okurigana brackets and affix marks
 * (ひと(つ) → ひとつ, ～つ → つ). Duplicates dropped; at most four, so the audio stays short.
 */
export function kanjiSpeechText(card: Pick<KanjiCard, 'kanji' | 'onyomi' | 'kunyomi'>): string {
  const readings = [...card.onyomi, ...card.kunyomi].map((r) => r.replace(/[.\-－()～]/g, '')).filter(Boolean);
  const unique = [...new Set(readings)].slice(0, 4);
  return unique.length > 0 ? unique.join('、') : card.kanji;
}

/** The kana to read a vocabulary card aloud: the reading is unambiguous where the written form may not be. */
export function vocabularySpeechText(card: Pick<VocabularyCard, 'reading' | 'written'>): string {
  return card.reading || card.written;
}

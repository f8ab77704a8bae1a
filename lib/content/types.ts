/**
 * Types of the built-in content (content/generated/, built by
 * `npm run content:build`, see content/README.md).
 */

export type ContentKind = 'kanji' | 'vocabulary';

/** JLPT set ids, easiest first. */
export type JlptSetId = 'n5' | 'n4' | 'n3' | 'n2' | 'n1';

/** JLPT level number: 5 = N5 (easiest) … 1 = N1. */
export type JlptLevel = 1 | 2 | 3 | 4 | 5;

export interface KanjiExample {
  /** Written form, e.g. "日本". */
  written: string;
  /** Reading in kana, e.g. "にほん". */
  reading: string;
  /** Short English gloss(es), "; "-separated. */
  meaning: string;
}

export interface KanjiItem {
  /** Stable id: the kanji itself. */
  id: string;
  kanji: string;
  /** English meanings (KANJIDIC2), main meaning first, at most 6. */
  meanings: string[];
  /** Vietnamese meaning, hand-written (every N5 kanji has one; absent elsewhere for now). */
  meaningVi?: string;
  /** On'yomi in katakana (KANJIDIC2 notation: a leading/trailing "-" marks a prefix/suffix reading). */
  onyomi: string[];
  /** Kun'yomi in hiragana (KANJIDIC2 notation: "." separates the okurigana, e.g. "た.べる"; "-" marks affixes). */
  kunyomi: string[];
  /** Sino-Vietnamese (Hán Việt) readings, main one first, e.g. ["Nhật"]. */
  sinoVietnamese: string[];
  strokes: number;
  /** School grade: 1–6 elementary, 8 secondary (jōyō), 9–10 jinmeiyō; null if none. */
  grade: number | null;
  /** Newspaper frequency rank (1 = most frequent of ~2,500), null when unranked. */
  frequency: number | null;
  /** Up to 4 common words written with this kanji, easiest first. */
  examples: KanjiExample[];
}

/** One ruby segment: `reading` goes over `text`; kana segments have none. */
export interface FuriganaSegment {
  text: string;
  reading?: string;
}

export interface VocabularyItem {
  /** Stable id: the written form, plus ":reading" when it differs ("日本:にほん", "これ"). */
  id: string;
  /** Written form as usually written (kanji with okurigana, or kana). */
  written: string;
  /** Reading in kana. Equal to `written` for kana-only words. */
  reading: string;
  /** Short English glosses of the main sense (1–3). */
  meanings: string[];
  /** Vietnamese meaning, hand-written (every N5 word has one; absent elsewhere for now). */
  meaningVi?: string;
  /** Sino-Vietnamese reading of the word's kanji, e.g. "Nhật Bản"; "" for kana-only words. */
  sinoVietnamese: string;
  /**
   * Ruby segmentation (present for words with kanji): per kanji when the
   * reading splits regularly (日(に)本(ほん)), else per kanji run
   * (今日(きょう)), okurigana as plain segments (食(た)べる).
   */
  furigana?: FuriganaSegment[];
  /** Commonness score used for ordering (lower = more common). */
  commonness: number;
}

export type ContentItem<K extends ContentKind> = K extends 'kanji' ? KanjiItem : VocabularyItem;

export interface SetSummary {
  id: JlptSetId;
  level: JlptLevel;
  unitCount: number;
  itemCount: number;
}

export interface SetDetail extends SetSummary {
  kind: ContentKind;
  /** Units in order; `number` starts at 1. */
  units: { number: number; itemCount: number }[];
}

export interface Unit<K extends ContentKind> {
  kind: K;
  set: SetSummary;
  /** Unit number, from 1. */
  number: number;
  /** Number of units in the set (for "Unit 3 of 24" and next/previous links). */
  unitCount: number;
  /** Items, most common first; at most 30. */
  items: ContentItem<K>[];
}

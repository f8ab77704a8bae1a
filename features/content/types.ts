/**
 * Types of the built-in content (content/generated/, written by
 * `npm run content:build`, which imports these types; see content/README.md).
 */

export type ContentKind = 'kanji' | 'vocabulary';

/** JLPT set ids, easiest first. */
export type JlptSetId = 'n5' | 'n4' | 'n3' | 'n2' | 'n1';

/** JLPT level number: 5 = N5 (easiest) … 1 = N1. */
export type JlptLevel = 1 | 2 | 3 | 4 | 5;

/** A word of the built-in vocabulary that uses a kanji (same written form, reading and meanings as its card). */
interface KanjiExample {
  /** Written form, e.g. "日本". */
  written: string;
  /** Reading in kana, e.g. "にほん". */
  reading: string;
  /** Short English gloss(es), "; "-separated. */
  meaning: string;
  /** Vietnamese meaning. */
  meaningVi: string;
  /** Ruby segmentation, as on the word's own card (over the kanji only, okurigana plain). */
  furigana?: FuriganaSegment[];
}

/** A text in both content languages (unit titles). */
export interface LocalizedText {
  en: string;
  vi: string;
}

export interface KanjiItem {
  /** Stable id: the kanji itself. */
  id: string;
  kanji: string;
  /** English meanings (KANJIDIC2, without its meta glosses), main meaning first, at most 6. */
  meanings: string[];
  /** Vietnamese meaning, written for Kotonoha (every kanji has one). */
  meaningVi: string;
  /** Common English synonyms a test accepts for the meaning without showing them ("nation" for 国). */
  synonyms?: string[];
  /** The same in Vietnamese. */
  synonymsVi?: string[];
  /** On'yomi in katakana (KANJIDIC2 notation: a leading/trailing "-" marks a prefix/suffix reading). */
  onyomi: string[];
  /** Kun'yomi in hiragana (KANJIDIC2 notation: "." separates the okurigana, e.g. "た.べる"; "-" marks affixes). */
  kunyomi: string[];
  /** Sino-Vietnamese (Hán Việt) readings, the standard one first, e.g. ["Nhật"]; empty for most kokuji. */
  sinoVietnamese: string[];
  /** A kanji made in Japan (込, 畑): it has no genuine Hán Việt reading. */
  kokuji?: true;
  strokes: number;
  /** School grade: 1–6 elementary, 8 secondary (jōyō), 9–10 jinmeiyō; null if none. */
  grade: number | null;
  /** Newspaper frequency rank (1 = most frequent of ~2,500), null when unranked. */
  frequency: number | null;
  /** Up to 4 words of the vocabulary written with this kanji, easiest level first. */
  examples: KanjiExample[];
}

/** One ruby segment: `reading` goes over `text`; kana segments have none. */
export interface FuriganaSegment {
  text: string;
  reading?: string;
}

/** A sentence that shows a vocabulary word in use (loaded with the card, not with the page). */
export interface ExampleSentence {
  /** The sentence with furigana over its kanji. */
  parts: FuriganaSegment[];
  /** parts[from, to) is the taught word as the sentence writes it (conjugated forms too). */
  target: [number, number];
  /** The whole sentence in kana: what the voice speaks, so it cannot misread a kanji. */
  reading: string;
  /** The taught word in kana as the sentence has it: a fill-in-the-blank answer. */
  answer: string;
  en: string;
  vi: string;
  /** Harder words the sentence keeps, explained. */
  glosses?: { word: string; reading: string; en: string; vi: string }[];
  /** "kotonoha" (written and reviewed by the team) or "tatoeba:<sentence id>". */
  source: string;
}

export interface VocabularyItem {
  /** Stable id: the written form, plus ":reading" when it differs ("日本:にほん", "これ"). */
  id: string;
  /** Written form as usually written (kanji with okurigana, or kana). */
  written: string;
  /** Reading in kana. Equal to `written` for kana-only words. Affixes keep their "～" (～円 / ～えん). */
  reading: string;
  /** Other accepted spellings of the same word (脚 for 足, やっぱり for やはり). */
  altWritten?: string[];
  /** Other accepted readings of the same word and sense (ゆく for 行く, く for 九). */
  altReadings?: string[];
  /** Short English glosses of the main sense (1–3), the everyday sense first. */
  meanings: string[];
  /** Vietnamese meaning, written for Kotonoha (every word has one). */
  meaningVi: string;
  /** Common English synonyms a test accepts for the meaning without showing them. */
  synonyms?: string[];
  /** The same in Vietnamese. */
  synonymsVi?: string[];
  /** Sino-Vietnamese reading of the word's kanji, e.g. "Nhật Bản"; "" for kana words and words with a kokuji. */
  sinoVietnamese: string;
  /**
   * Ruby segmentation (present for words with kanji): per kanji when the
   * reading splits regularly (日(に)本(ほん)), else per kanji run
   * (今日(きょう)), okurigana as plain segments (食(た)べる).
   */
  furigana?: FuriganaSegment[];
  /**
   * Pitch accent of the reading (Kanjium, CC BY-SA 4.0): the mora after which the pitch falls, 0 for none; the
   * most common first, other accepted accents after it. Absent where Kanjium has no line for the word.
   */
  pitch?: number[];
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
  units: UnitSummaryData[];
}

interface UnitSummaryData {
  number: number;
  itemCount: number;
  /** What the unit is about ("Family", "Verbs 3"), in both content languages. */
  title: LocalizedText;
}

export interface Unit<K extends ContentKind> {
  kind: K;
  set: SetSummary;
  /** Unit number, from 1. */
  number: number;
  title: LocalizedText;
  /** Number of units in the set (for "Unit 3 of 24" and next/previous links). */
  unitCount: number;
  /** Items in teaching order; at most 30. */
  items: ContentItem<K>[];
}

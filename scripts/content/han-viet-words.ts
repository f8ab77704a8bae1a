/**
 * The Hán Việt reading of a word: each kanji's Hán Việt reading for the sense the kanji has in that word.
 * A kanji with one reading gives it; a kanji with several (楽 Lạc / Nhạc) gives the one its Japanese
 * reading in the word corresponds to (content/curated/han-viet-words.json, `readings`: 楽 がく → Nhạc,
 * らく → Lạc), and the words the reading cannot decide are decided one by one (`words`). Pure; checked
 * by tests/unit/content-han-viet-words.test.ts, and the build refuses a word left undecided.
 */
import { toHiragana } from '@/features/japanese/kana';
import { soundVariants, segmentReading } from './furigana';
import { isKanjiChar, sinoVietnameseOf } from './japanese';

export interface HanVietWordsFile {
  /** kanji → Hán Việt reading → the kanji's readings (hiragana, KANJIDIC2 forms) that have its sense. */
  readings: Record<string, { readings: Record<string, string[]>; why: string }>;
  /** vocabulary id → [the word's Hán Việt, why]: words their kanji's readings do not decide. */
  words: Record<string, [string, string]>;
}

export interface HanVietWordSources {
  /** The kanji's Hán Việt readings, the standard one first (han-viet.json). */
  readingsOf: (kanji: string) => readonly string[];
  /** The kanji's reading forms in hiragana (on, kun with and without okurigana, nanori). */
  formsOf: (kanji: string) => readonly string[];
  curated: HanVietWordsFile;
}

export type HanVietDecision =
  | { hanViet: string; by: 'single' | 'reading' | 'table' | 'kokuji' }
  | { hanViet: null; undecided: string };

/** The kanji of a written form in order, 々 repeating the one before; null for a leading 々. */
function kanjiSequence(written: string): string[] {
  const out: string[] = [];
  for (const c of written) {
    if (c === '々' && out.length > 0) out.push(out[out.length - 1]);
    else if (isKanjiChar(c)) out.push(c);
  }
  return out;
}

/** The Hán Việt readings whose Japanese readings can give `part` (with rendaku and gemination). */
function readingsMatching(part: string, byReading: Record<string, string[]>): string[] {
  return Object.keys(byReading).filter((hv) => byReading[hv].some((r) => soundVariants(r, true).includes(part)));
}

/**
 * How each kanji of a word with several Hán Việt readings is decided by its reading, or why not:
 * the kanji's part of the word's reading (as the furigana split it), matched to the readings the
 * curated table gives each of its Hán Việt readings.
 */
export function decideByReading(written: string, reading: string, sources: HanVietWordSources): string[] | string {
  const bare = written.replaceAll('～', '');
  const chars = [...bare];
  const splits = segmentReading(bare, toHiragana(reading.replaceAll('～', '')), sources.formsOf, 4);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const kanji = chars[i] === '々' ? chars[i - 1] : chars[i];
    if (!isKanjiChar(kanji)) continue;
    const all = sources.readingsOf(kanji);
    if (all.length <= 1) {
      out.push(all[0] ?? '');
      continue;
    }
    const table = sources.curated.readings[kanji];
    if (!table) return `${kanji} has the readings ${all.join(' / ')} and no entry in readings`;
    if (splits.length === 0) return `the reading does not split over the kanji (${kanji}: ${all.join(' / ')})`;
    const parts = [...new Set(splits.map((s) => s[i]))];
    const matched = [...new Set(parts.flatMap((p) => readingsMatching(p, table.readings)))];
    if (matched.length !== 1) {
      return `${kanji} read ${parts.join(' / ')} is ${matched.length === 0 ? 'none of' : 'each of'} ${(matched.length === 0 ? all : matched).join(' / ')}`;
    }
    out.push(matched[0]);
  }
  return out;
}

/** The Hán Việt of a word (`written`, `reading`, vocabulary `id`), or why it is undecided. */
export function hanVietOfWord(id: string, written: string, reading: string, sources: HanVietWordSources): HanVietDecision {
  const kanji = kanjiSequence(written);
  if (kanji.length === 0) return { hanViet: '', by: 'single' };
  // A kanji made in Japan without a reading: half a reading would mislead.
  if (kanji.some((k) => sources.readingsOf(k).length === 0)) return { hanViet: '', by: 'kokuji' };
  if (kanji.every((k) => sources.readingsOf(k).length === 1)) return { hanViet: sinoVietnameseOf(written, sources.readingsOf), by: 'single' };
  const listed = sources.curated.words[id];
  if (listed) return { hanViet: listed[0], by: 'table' };
  const decided = decideByReading(written, reading, sources);
  return typeof decided === 'string' ? { hanViet: null, undecided: decided } : { hanViet: decided.join(' '), by: 'reading' };
}

/** Whether a Hán Việt written for a word reads each of its kanji with one of the kanji's readings. */
export function fitsKanji(hanViet: string, written: string, readingsOf: (kanji: string) => readonly string[]): boolean {
  const kanji = kanjiSequence(written);
  const syllables = hanViet.split(' ');
  return syllables.length === kanji.length && kanji.every((k, i) => readingsOf(k).includes(syllables[i]));
}

/** Words of the vocabulary, as the table is checked against them. */
export interface WordForHanViet {
  id: string;
  written: string;
  reading: string;
}

/**
 * What is wrong with the curated table: a reading that is not one of its kanji's, a Hán Việt reading the
 * kanji does not have or that the table does not place, a word entry for no word, one that does not
 * read its kanji, and one the kanji's readings already decide the same way.
 */
export function hanVietTableProblems(words: readonly WordForHanViet[], sources: HanVietWordSources): string[] {
  const problems: string[] = [];
  const { readings, words: listed } = sources.curated;
  for (const [kanji, entry] of Object.entries(readings)) {
    const all = sources.readingsOf(kanji);
    const forms = new Set(sources.formsOf(kanji));
    if (all.length < 2) problems.push(`readings ${kanji}: han-viet.json gives it one reading or none`);
    if (!entry.why) problems.push(`readings ${kanji}: no reason`);
    for (const hv of all) if (!(hv in entry.readings)) problems.push(`readings ${kanji}: ${hv} is not placed`);
    for (const [hv, japanese] of Object.entries(entry.readings)) {
      if (!all.includes(hv)) problems.push(`readings ${kanji}: ${hv} is not one of its Hán Việt readings`);
      for (const r of japanese) if (!forms.has(r)) problems.push(`readings ${kanji}: ${r} is not one of its KANJIDIC2 readings`);
    }
  }
  const byId = new Map(words.map((w) => [w.id, w]));
  for (const [id, [hanViet, why]] of Object.entries(listed)) {
    const word = byId.get(id);
    if (!word) {
      problems.push(`words ${id}: no such word`);
      continue;
    }
    if (!why) problems.push(`words ${id}: no reason`);
    if (!fitsKanji(hanViet, word.written, sources.readingsOf)) problems.push(`words ${id}: "${hanViet}" does not read ${word.written} with its kanji's Hán Việt readings`);
    const byReading = decideByReading(word.written, word.reading, sources);
    if (typeof byReading !== 'string' && byReading.join(' ') === hanViet) problems.push(`words ${id}: its readings already give ${hanViet}`);
  }
  return problems;
}

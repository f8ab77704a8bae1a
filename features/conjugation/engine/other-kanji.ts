/**
 * Answers typed with other kanji than expected (合わなかった for 会わなかった): the typed answer's trailing
 * kana (its okurigana + inflection) must end an expected written answer and its reading; the typed part
 * before it must read as the rest of the expected reading, each kanji by one of its readings from the
 * lookup (on/kun readings in hiragana, kun without okurigana; rendaku and small-っ gemination allowed),
 * kana parts literally. Without a lookup a reading cannot be verified: only the shape is compared.
 */
import { hasKanji, isKanjiChar, toHiragana, trailingHiragana } from '@/features/japanese/kana';
import { differsOnlyInKanji, spellingFitsReading } from '@/features/japanese/kana-spelling';
import type { Conjugation } from './types';

const VOICED: Record<string, string[]> = {
  か: ['が'],
  き: ['ぎ'],
  く: ['ぐ'],
  け: ['げ'],
  こ: ['ご'],
  さ: ['ざ'],
  し: ['じ'],
  す: ['ず'],
  せ: ['ぜ'],
  そ: ['ぞ'],
  た: ['だ'],
  ち: ['ぢ', 'じ'],
  つ: ['づ', 'ず'],
  て: ['で'],
  と: ['ど'],
  は: ['ば', 'ぱ'],
  ひ: ['び', 'ぴ'],
  ふ: ['ぶ', 'ぷ'],
  へ: ['べ', 'ぺ'],
  ほ: ['ぼ', 'ぽ'],
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

/** (written, reading) pairs of the expected answers, matching each written answer to its readings. */
function expectedPairs(expected: Conjugation): Array<{ written: string; kana: string }> {
  const out: Array<{ written: string; kana: string }> = [];
  for (const w of expected.written) {
    for (const k of expected.kana) if (spellingFitsReading(w, k)) out.push({ written: w, kana: k });
  }
  return out;
}

/**
 * The expected spelling that `typed` writes with other kanji: verified when `lookup` confirms the kanji
 * read right, unverified (shape only) without a lookup; null when there is none.
 */
export function findOtherKanji(
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
    } else if (unverified === null && differsOnlyInKanji(head, expectedHead)) {
      unverified = pair.written;
    }
  }
  return unverified ? { verified: false, expected: unverified } : null;
}

/**
 * How a reading splits over the kanji of a word: the furigana of the built-in vocabulary. Pure;
 * unit-tested in tests/unit/content-japanese.test.ts.
 */
import type { FuriganaSegment } from '@/features/content/types';
import { toHiragana } from '@/features/japanese/kana';
import { byCodePoint, isKanjiChar } from './japanese';

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
export function soundVariants(form: string, voiced: boolean): string[] {
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


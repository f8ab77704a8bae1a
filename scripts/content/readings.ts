/**
 * Does a word's reading agree with EDICT? The check behind "every reading
 * agrees with EDICT, beside the hand-resolved exceptions"
 * (content/curated/reading-exceptions.json). Pure given an EDICT index.
 */
import type { EdictEntry, EdictIndex } from './edict';

const WAVE = '～';
const bare = (s: string) => s.replaceAll(WAVE, '');

/** Entries with this headword and reading, neither marked outdated or irregular. */
function regular(index: EdictIndex, headword: string, reading: string): EdictEntry[] {
  return (index.byHeadword.get(headword) ?? []).filter((e) => e.reading === reading && !e.irregularReading && !e.irregularSpelling);
}

const isKana = (s: string) => /^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u.test(s);

/**
 * The EDICT entries that confirm `written` read as `reading`, or [] when none does:
 * - the same headword and reading, neither marked outdated or irregular (図書館 ずしょかん is (ok): no;
 *   落る おちる is (io), irregular okurigana: no);
 * - a kana word: any entry read that way (ある ← 有る [ある]);
 * - an affix (～円 / ～えん, 再～ / さい～): the bare form, or a compound that ends (starts) with it and
 *   whose reading ends (starts) with its reading (～月 ～がつ ← 一月 [いちがつ]);
 * - a kana する-verb (コピーする): its noun, tagged vs.
 */
export function confirmingEntries(index: EdictIndex, written: string, reading: string): EdictEntry[] {
  const w = bare(written);
  const r = bare(reading);
  const direct = regular(index, w, r);
  if (direct.length > 0) return direct;
  if (isKana(w) && w === r) {
    // The kanji spelling of such an entry may be irregular (拘る [こだわる] is (iK)); its reading is not.
    const byReading = (index.byReading.get(r) ?? []).filter((e) => !e.irregularReading);
    if (byReading.length > 0) return byReading;
    if (r.endsWith('する')) {
      const noun = r.slice(0, -2);
      return (index.byReading.get(noun) ?? []).filter((e) => e.tags.has('vs'));
    }
    return [];
  }
  const suffix = written.startsWith(WAVE);
  const prefix = written.endsWith(WAVE);
  if (!suffix && !prefix) return [];
  const out: EdictEntry[] = [];
  for (const [headword, entries] of index.byHeadword) {
    if (headword.length <= w.length) continue;
    if (suffix ? !headword.endsWith(w) : !headword.startsWith(w)) continue;
    for (const e of entries) {
      if (!e.irregularReading && (suffix ? e.reading.endsWith(r) : e.reading.startsWith(r))) out.push(e);
      if (out.length >= 3) return out;
    }
  }
  return out;
}

const isHiragana = (s: string) => /^[\p{Script=Hiragana}ー]+$/u.test(s);
const sensesKey = (e: EdictEntry) => JSON.stringify(e.senses.map((s) => s.glosses));

/**
 * Other standard readings of the same word: EDICT lines with the same written form and exactly the same
 * senses, marked common, neither outdated nor irregular, in hiragana (七 しち → なな; not 七 チー, a
 * mahjong term, nor 九 ここ, rare). `taken` are readings of the written form that are cards of their own
 * (上 うえ and 上 じょう are two words) and are never an alternative.
 */
export function alternativeReadings(index: EdictIndex, written: string, reading: string, taken: ReadonlySet<string>): string[] {
  if (isKana(written)) return [];
  const entries = index.byHeadword.get(written) ?? [];
  const main = entries.find((e) => e.reading === reading);
  if (!main) return [];
  const key = sensesKey(main);
  return entries
    .filter((e) => e.reading !== reading && !taken.has(e.reading) && e.common && !e.irregularReading && !e.irregularSpelling)
    .filter((e) => isHiragana(e.reading) && sensesKey(e) === key)
    .map((e) => e.reading);
}

/**
 * The JLPT word lists (content/sources/jlpt-vocabulary/n5.csv … n1.csv, the
 * tanos lists as kept by open-anki-jlpt-decks) turned into one list of words
 * with a level each. Pure: the caller reads the files.
 *
 * A list entry is usually one word ("会う,あう,to meet"). The rest is
 * normalised here by rule — affixes keep their "～" (～円 / ～えん), an
 * interjection's "(かん)" and a する-noun's "(する)" are dropped, a usage
 * hint in parentheses ("こす (みずを～)") is dropped — or by hand in
 * content/curated/jlpt-list-fixes.json (alternatives such as "いい; よい",
 * two words in one entry, swapped fields). An entry that is neither is an
 * error, so a new list version cannot slip odd text into the cards.
 */
import type { JlptLevel as Level } from '@/features/content/types';

export interface ListRow {
  expression: string;
  reading: string;
  meaning: string;
}

/** One word an entry becomes (the shape of the fixes file). */
export interface ListFix {
  written: string;
  reading: string;
  altWritten?: string[];
  altReadings?: string[];
  gloss?: string;
}

export interface ListFixes {
  entries: Record<string, ListFix[]>;
  /** written form → its readings, when the lists give one word under several: one card, the first reading taught. */
  sameWord: Record<string, string[]>;
}

export interface ListWord {
  level: Level;
  written: string;
  reading: string;
  /** Other accepted spellings (脚 for 足, やっぱり for やはり). */
  altWritten: string[];
  /** Other accepted readings of the same sense (ゆく for 行く). */
  altReadings: string[];
  /** The list's English gloss (or the fix's), uncleaned. */
  gloss: string;
  /** The list entries this word comes from, as "n5:expression|reading". */
  sources: string[];
}

const WAVE = '～';
const WRITTEN_RE = /^[～]?[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆ヶ]+(?:～[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]+)?[～]?$/u;
const READING_RE = /^[～]?[\p{Script=Hiragana}\p{Script=Katakana}ー]+(?:～[\p{Script=Hiragana}\p{Script=Katakana}ー]+)?[～]?$/u;

/** The list uses both WAVE DASH (〜) and FULLWIDTH TILDE (～) for affixes; we keep one. */
const tidy = (s: string): string => s.normalize('NFC').replace(/〜/g, WAVE).replace(/\s+/g, ' ').trim();

export const isKanjiCharacter = (c: string): boolean => /^\p{Script=Han}$/u.test(c) && c !== '々' && c !== '〆';

/** An entry normalised by rule, or null when it needs a hand decision. */
export function normaliseByRule(row: ListRow): { written: string; reading: string } | null {
  let written = tidy(row.expression);
  let reading = tidy(row.reading);
  // Interjections are tagged "(かん)" (感動詞) in both fields.
  written = written.replace(/\s*\(かん\)$/, '');
  reading = reading.replace(/\s*\(かん\)$/, '');
  // する-nouns: "けっこん (する)", "うんどうする" (but 刷る/する is a verb read する).
  reading = reading.replace(/\s*\(する\)$/, '');
  const last = [...written].at(-1) ?? '';
  if (reading.endsWith('する') && !written.endsWith('する') && isKanjiCharacter(last)) reading = reading.slice(0, -2);
  // A usage hint in parentheses in both fields: "こす (みずを～)", "くじ (～をひく)".
  if (/\(.*\)/.test(written) && /\(.*\)/.test(reading)) {
    written = written.replace(/\s*\([^)]*\)\s*/g, '').trim();
    reading = reading.replace(/\s*\([^)]*\)\s*/g, '').trim();
  }
  if (!WRITTEN_RE.test(written) || !READING_RE.test(reading)) return null;
  if (written.includes(WAVE) !== reading.includes(WAVE)) return null;
  return { written, reading };
}

export const rowKey = (row: ListRow): string => `${tidy(row.expression)}|${tidy(row.reading)}`;

const fixKeys = new WeakMap<ListFixes, Map<string, ListFix[]>>();
/** The fixes by key, the keys tidied like the rows' (the file may spell 〜 or ～). */
function fixEntries(fixes: ListFixes): Map<string, ListFix[]> {
  let map = fixKeys.get(fixes);
  if (!map) {
    map = new Map(Object.entries(fixes.entries).map(([k, v]) => [k.split('|').map(tidy).join('|'), v]));
    fixKeys.set(fixes, map);
  }
  return map;
}

/** The words of one list entry: its fix, else the rule; throws when neither applies. */
export function wordsOfRow(row: ListRow, fixes: ListFixes): ListFix[] {
  // A key may end with the gloss, for two entries spelt alike (そば "near" / そば "soba noodles").
  const fixed = fixEntries(fixes).get(`${rowKey(row)}|${tidy(row.meaning)}`) ?? fixEntries(fixes).get(rowKey(row));
  if (fixed) return fixed;
  const word = normaliseByRule(row);
  if (!word) throw new Error(`JLPT list entry needs a hand decision in jlpt-list-fixes.json: "${rowKey(row)}"`);
  return [word];
}

const unique = (xs: string[]): string[] => [...new Set(xs)];

/**
 * Every word of every list, once:
 * - the same written form and reading in two lists goes to the easier level;
 * - a written form the fixes call one word under several readings (九 きゅう / く, 世論 よろん /
 *   せろん) is one card at the easiest of its levels: the fixes' first reading taught, the others
 *   accepted. The lists' glosses cannot decide this: 目下 めした / もっか share one.
 * Order: by level (N5 first), then the list's own order.
 */
export function mergeLists(lists: ReadonlyMap<Level, readonly ListRow[]>, fixes: ListFixes): ListWord[] {
  const words: ListWord[] = [];
  const byPair = new Map<string, ListWord>();
  for (const level of [5, 4, 3, 2, 1] as const) {
    for (const row of lists.get(level) ?? []) {
      const source = `n${level}:${rowKey(row)}`;
      for (const fix of wordsOfRow(row, fixes)) {
        const pair = `${fix.written}|${fix.reading}`;
        const known = byPair.get(pair);
        if (known) {
          known.sources.push(source);
          known.altWritten = unique([...known.altWritten, ...(fix.altWritten ?? [])]);
          known.altReadings = unique([...known.altReadings, ...(fix.altReadings ?? [])]);
          continue;
        }
        const word: ListWord = {
          level,
          written: fix.written,
          reading: fix.reading,
          altWritten: fix.altWritten ?? [],
          altReadings: fix.altReadings ?? [],
          gloss: tidy(fix.gloss ?? row.meaning),
          sources: [source],
        };
        byPair.set(pair, word);
        words.push(word);
      }
    }
  }
  // One word under several readings → one card.
  const out: ListWord[] = [];
  const merged = new Map<string, ListWord>();
  for (const word of words) {
    const readings = fixes.sameWord[word.written];
    if (!readings) {
      out.push(word);
      continue;
    }
    if (!readings.includes(word.reading)) throw new Error(`jlpt-list-fixes.json sameWord ${word.written}: no reading ${word.reading}`);
    const first = merged.get(word.written);
    if (!first) {
      merged.set(word.written, word);
      out.push(word);
      continue;
    }
    first.level = Math.max(first.level, word.level) as Level;
    first.altWritten = unique([...first.altWritten, ...word.altWritten]);
    first.altReadings = unique([...first.altReadings, ...word.altReadings]);
    first.sources.push(...word.sources);
  }
  for (const word of merged.values()) {
    const [taught, ...others] = fixes.sameWord[word.written];
    word.reading = taught;
    word.altReadings = unique([...others, ...word.altReadings]);
  }
  for (const word of out) {
    word.altReadings = word.altReadings.filter((r) => r !== word.reading);
    word.altWritten = word.altWritten.filter((w) => w !== word.written);
  }
  return out;
}

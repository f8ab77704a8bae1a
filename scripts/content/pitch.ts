/**
 * Pitch accent of the words, from Kanjium's accents (content/sources/kanjium-pitch/, CC BY-SA 4.0): one line a
 * word, written form, reading (empty when the written form is kana), accent numbers ("0", "0,2"; the most
 * common first). A word is found by its written form and reading, else by another accepted spelling with the
 * same reading, else by its reading alone, as kana; a する-verb takes its noun's accents (勉強する keeps
 * 勉強's fall), an affix (～円) the bare word's. Accents beyond the reading's last mora are dropped.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toHiragana } from '@/features/japanese/kana';
import { moraeOf } from '@/features/japanese/pitch';
import type { EdictIndex } from './edict';

export const KANJIUM_DIR = fileURLToPath(new URL('../../content/sources/kanjium-pitch/', import.meta.url));

/** "written|reading" → the line's accent numbers; the first line of a key wins. */
export type AccentIndex = Map<string, { accents: number[]; line: string }>;

const key = (written: string, reading: string) => `${written}|${reading}`;

export function parseAccents(text: string): AccentIndex {
  const index: AccentIndex = new Map();
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [written = '', reading = '', accents = ''] = line.split('\t');
    // Some numbers carry the part of speech they are for ("(名)0,(副)1"): the number is what counts.
    const numbers = accents.split(',').map((a) => Number(a.replace(/\([^)]*\)/g, '')));
    if (!written || numbers.some((n) => !Number.isInteger(n) || n < 0)) continue;
    const k = key(written, reading || written);
    if (!index.has(k)) index.set(k, { accents: numbers, line });
  }
  return index;
}

export function loadAccents(file = `${KANJIUM_DIR}accents.tsv`): AccentIndex {
  return parseAccents(readFileSync(file, 'utf8'));
}

export interface PitchWord {
  written: string;
  reading: string;
  altWritten?: readonly string[];
}

/**
 * The kanji spellings EDICT gives a word written in kana: the entries read so whose first sense is "usually
 * written in kana" (あそこ → 彼処), only the common ones when any is. Kanjium lists most such words under their kanji only, and
 * the "usually kana" mark tells the word from its homophones (荒れ is not あれ "that").
 */
export function kanaWordSpellings(edict: EdictIndex, reading: string): string[] {
  const entries = (edict.byReading.get(reading) ?? []).filter((e) => e.usuallyKana && !e.irregularReading && e.headword !== reading);
  const common = entries.filter((e) => e.common);
  return [...new Set((common.length > 0 ? common : entries).map((e) => e.headword))];
}

export type PitchMiss = 'affix' | 'suru-verb' | 'phrase' | 'kana word' | 'katakana word' | 'not in Kanjium';

export type PitchLookup =
  | { found: true; accents: number[]; line: string }
  | { found: false; reason: PitchMiss };

const toKatakana = (s: string) => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
const bare = (s: string) => s.replaceAll('～', '');

/**
 * Spellings to look up, in order: the word as written, its other accepted spellings, its kana as Kanjium writes a
 * kana word, then EDICT's kanji for a kana word; each also with the reading in hiragana and in katakana (the
 * reading of a loanword's line may be in either).
 */
function candidates(written: string, reading: string, spellings: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (const w of [written, ...spellings]) pairs.push([w, reading]);
  const withKana: [string, string][] = [];
  for (const [w, r] of pairs) withKana.push([w, r], [w, toHiragana(r)], [w, toKatakana(r)]);
  return withKana;
}

function lookUp(index: AccentIndex, written: string, reading: string, spellings: readonly string[]) {
  const morae = moraeOf(reading).length;
  for (const [w, r] of candidates(written, reading, spellings)) {
    const hit = index.get(key(w, r));
    if (!hit) continue;
    const accents = [...new Set(hit.accents.filter((a) => a <= morae))];
    if (accents.length > 0) return { accents, line: hit.line };
  }
  return null;
}

/** The word's accents, or why it has none. */
export function pitchOf(word: PitchWord, index: AccentIndex, edict: EdictIndex): PitchLookup {
  const written = bare(word.written);
  const reading = bare(word.reading);
  const kana = written === reading ? [toHiragana(reading), toKatakana(reading), ...kanaWordSpellings(edict, reading)] : [];
  const direct = lookUp(index, written, reading, [...(word.altWritten ?? []).map(bare), ...kana]);
  if (direct) return { found: true, ...direct };
  if (written.endsWith('する') && reading.endsWith('する') && written.length > 2) {
    const noun = lookUp(index, written.slice(0, -2), reading.slice(0, -2), []);
    if (noun) return { found: true, ...noun };
    return { found: false, reason: 'suru-verb' };
  }
  if (word.written.includes('～')) return { found: false, reason: 'affix' };
  if (/[ 　、。・]/.test(written) || [...reading].length > 9) return { found: false, reason: 'phrase' };
  if (written === reading) return { found: false, reason: /[\u30a1-\u30fa]/.test(written) ? 'katakana word' : 'kana word' };
  return { found: false, reason: 'not in Kanjium' };
}

/** Every level must show the accent of at least this share of its words. */
export const MIN_PITCH_COVERAGE = 0.85;

/** A level whose words have too few accents, as build problems. */
export function checkPitchCoverage(words: readonly { item: { pitch?: number[] }; level: number }[]): string[] {
  const problems: string[] = [];
  for (const level of [...new Set(words.map((w) => w.level))]) {
    const atLevel = words.filter((w) => w.level === level);
    const share = atLevel.filter((w) => w.item.pitch).length / atLevel.length;
    if (share < MIN_PITCH_COVERAGE) problems.push(`N${level}: pitch accent for ${(share * 100).toFixed(1)} % of the words (at least ${MIN_PITCH_COVERAGE * 100} %)`);
  }
  return problems;
}

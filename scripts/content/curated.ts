/**
 * Readers for the hand-written files in content/curated/ (see content/README.md).
 * Keys starting with "//" are comments.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JlptSetId } from '@/features/content/types';
import type { FirstWeekEntry } from './first-week';
import type { ListFixes } from './jlpt-vocabulary';
import type { SameWordsFile } from './same-words';
import type { CuratedUnit } from './units';
import type { HanVietWordsFile } from './han-viet-words';

export const CURATED_DIR = fileURLToPath(new URL('../../content/curated/', import.meta.url));

function withoutComments<T>(data: T): T {
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const k of Object.keys(data)) if (k.startsWith('//')) delete (data as Record<string, unknown>)[k];
  }
  return data;
}

function read<T>(name: string): T {
  const file = path.join(CURATED_DIR, name);
  if (!existsSync(file)) throw new Error(`content/curated/${name} is missing`);
  return withoutComments(JSON.parse(readFileSync(file, 'utf8')) as T);
}

function readIfPresent<T>(name: string, fallback: T): T {
  return existsSync(path.join(CURATED_DIR, name)) ? read<T>(name) : fallback;
}

/** How odd entries of the JLPT word lists become words. */
export function listFixes(): ListFixes {
  const d = read<Partial<ListFixes>>('jlpt-list-fixes.json');
  return { entries: withoutComments(d.entries ?? {}), sameWord: withoutComments(d.sameWord ?? {}) };
}

/** Readings kept although EDICT does not confirm them, each with the reason (listed in content/README.md). */
export function readingExceptions(): Record<string, string> {
  return read<Record<string, string>>('reading-exceptions.json');
}

/** English glosses replacing the list's, by vocabulary id. */
export function englishMeanings(): Record<string, string[]> {
  return read<Record<string, string[]>>('en-meanings-vocabulary.json');
}

/** Vietnamese meanings of the words of one level, by vocabulary id. */
export function vietnameseWordMeanings(set: JlptSetId): Record<string, string> {
  return readIfPresent<Record<string, string>>(`vi-meanings-vocabulary-${set}.json`, {});
}

/** Vietnamese meanings of the kanji, by kanji. */
export function vietnameseKanjiMeanings(): Record<string, string> {
  return read<Record<string, string>>('vi-meanings-kanji.json');
}

export interface HanViet {
  /** kanji → Hán Việt readings, the standard one first; [] for a kokuji without one. */
  readings: Record<string, string[]>;
  /** Kanji made in Japan. */
  kokuji: string[];
}

export function hanViet(): HanViet {
  const d = read<HanViet>('han-viet.json');
  return { readings: withoutComments({ ...d.readings }), kokuji: d.kokuji };
}

/** The themed units of a set, or null when the set is grouped by rule. */
export function themedUnitFile(kind: 'kanji' | 'vocabulary', set: JlptSetId): CuratedUnit[] | null {
  const name = `units-${kind}-${set}.json`;
  return existsSync(path.join(CURATED_DIR, name)) ? read<{ units: CuratedUnit[] }>(name).units : null;
}

/** Synonyms a test accepts for a meaning, by kanji or vocabulary id, in each content language. */
export interface MeaningSynonyms {
  en?: string[];
  vi?: string[];
}

export function meaningSynonyms(): Record<string, MeaningSynonyms> {
  return read<Record<string, MeaningSynonyms>>('meaning-synonyms.json');
}

/** The taught English meanings of kanji (content/curated/kanji-meanings.json). */
export interface KanjiMeaningsFile {
  /** kanji → the meanings taught first, before KANJIDIC2's others. */
  first: Record<string, string[]>;
  /** Kanji whose KANJIDIC2 first meaning no word confirms, checked by hand and kept. */
  confirmed: string[];
}

export function kanjiMeaningsFile(): KanjiMeaningsFile {
  const d = read<{ first: Record<string, string[]>; confirmed: string }>('kanji-meanings.json');
  return { first: withoutComments({ ...d.first }), confirmed: [...d.confirmed] };
}

/** Which Hán Việt reading of a kanji a word takes (content/curated/han-viet-words.json). */
export function hanVietWords(): HanVietWordsFile {
  const d = read<HanVietWordsFile>('han-viet-words.json');
  return { readings: withoutComments({ ...d.readings }), words: withoutComments({ ...d.words }) };
}

/** The first week's greetings and set phrases, N5 whatever the lists say (content/curated/first-week-n5.json). */
export function firstWeekFile(): { words: FirstWeekEntry[]; later: Record<string, string> } {
  const d = read<{ words: FirstWeekEntry[]; later?: Record<string, string> }>('first-week-n5.json');
  return { words: d.words, later: withoutComments({ ...d.later }) };
}

/** Words EDICT writes in kana that the cards keep in kanji, with the reason (content/curated/kana-spelling.json). */
export function keptInKanji(): Record<string, string> {
  return withoutComments({ ...read<{ keptInKanji: Record<string, string> }>('kana-spelling.json').keptInKanji });
}

/** Decisions on cards that may be one word (content/curated/same-words.json). */
export function sameWordsFile(): SameWordsFile {
  const d = read<Partial<SameWordsFile>>('same-words.json');
  return { merge: withoutComments({ ...d.merge }), distinct: withoutComments({ ...d.distinct }) };
}

/**
 * Readers for the hand-written files in content/curated/ (see content/README.md).
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Level } from './grading';

export const CURATED_DIR = fileURLToPath(new URL('../../content/curated/', import.meta.url));

function read<T>(name: string, fallback: T): T {
  const file = path.join(CURATED_DIR, name);
  if (!existsSync(file)) return fallback;
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  // Keys starting with "//" are comments.
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const k of Object.keys(data)) if (k.startsWith('//')) delete data[k];
  }
  return data as T;
}

/** A word normally written in kana only (the word shards hold none). */
export interface KanaWord {
  written: string;
  meanings: string[];
  level: Level;
  /** Estimated commonness on the scale of commonnessScore (1 = most common). */
  commonness: number;
  /** Kanji spellings of the same word to drop from the dictionary-derived words. */
  replaces?: string[];
}

export interface VocabularyOverrides {
  /**
   * written form chosen by the rules → another written form of the same entry to teach instead
   * (子供 → 子ども: the kana-mixed spelling usual in education and official writing).
   */
  written: Record<string, string>;
  /** written form → reading to use (the shards do not say which reading is the usual one). */
  readings: Record<string, string>;
  /** id → English glosses to use instead of the guessed main sense. */
  meanings: Record<string, string[]>;
  /** id → easiest level the word may get (e.g. news vocabulary made of N5 kanji: 3). */
  minLevel: Record<string, Level>;
  /** id → level fixed by hand (core words the priority tags under-rate, 日本/にほん: 5); counts towards the quota. */
  levels: Record<string, Level>;
  /** ids never to include (odd entries, names, expressions that are not vocabulary). */
  exclude: string[];
}

export function kanaWords(): KanaWord[] {
  const data = read<{ words: KanaWord[] }>('kana-words.json', { words: [] });
  return data.words;
}

/** Written forms of everyday words placed at the level of their hardest kanji regardless of the quotas. */
export function coreWords(): string[] {
  return read<{ words: string[] }>('core-words.json', { words: [] }).words;
}

export function vocabularyOverrides(): VocabularyOverrides {
  const d = read<Partial<VocabularyOverrides>>('vocabulary-overrides.json', {});
  return {
    written: d.written ?? {},
    readings: d.readings ?? {},
    meanings: d.meanings ?? {},
    minLevel: d.minLevel ?? {},
    levels: d.levels ?? {},
    exclude: d.exclude ?? [],
  };
}

/** kanji → main Sino-Vietnamese reading, where KANJIDIC2's first one is the less usual. */
export function sinoVietnamesePrimary(): Record<string, string> {
  return read<Record<string, string>>('sino-vietnamese-primary.json', {});
}

/** Vietnamese meanings keyed by vocabulary id / by kanji, merged from every vi-meanings-<kind>-*.json file. */
export function viMeanings(kind: 'kanji' | 'vocabulary'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const level of ['n5', 'n4', 'n3', 'n2', 'n1']) {
    Object.assign(out, read<Record<string, string>>(`vi-meanings-${kind}-${level}.json`, {}));
  }
  return out;
}

/**
 * The JLPT level of every form our vocabulary lists (written forms, other spellings, readings), read from the
 * generated sets: what the sentence check measures each word of a sentence against.
 */
import { readFileSync } from 'node:fs';
import { toHiragana } from '@/features/japanese/kana';
import type { VocabularyItem } from '@/features/content/types';

export const VOCABULARY_SETS = ['n5', 'n4', 'n3', 'n2', 'n1'] as const;
export type VocabularySetId = (typeof VOCABULARY_SETS)[number];

/** 5 for N5 (easiest) … 1 for N1: a word may appear in a sentence when its level is at least the sentence's. */
export type LevelNumber = 1 | 2 | 3 | 4 | 5;

export interface LeveledWord extends VocabularyItem {
  level: LevelNumber;
  set: VocabularySetId;
  unit: number;
}

export function readVocabulary(generatedDir: string): LeveledWord[] {
  const words: LeveledWord[] = [];
  for (const set of VOCABULARY_SETS) {
    const data = JSON.parse(readFileSync(`${generatedDir}/vocabulary/${set}.json`, 'utf8')) as {
      level: LevelNumber;
      units: { number: number; items: VocabularyItem[] }[];
    };
    for (const unit of data.units) for (const item of unit.items) words.push({ ...item, level: data.level, set, unit: unit.number });
  }
  return words;
}

const clean = (form: string) => form.replace(/[～〜~]/g, '');

/** Every form of a word the lookup knows it by. */
export function formsOf(word: VocabularyItem): string[] {
  const forms = [word.written, word.reading, ...(word.altWritten ?? []), ...(word.altReadings ?? [])].map(clean);
  return [...new Set([...forms, ...forms.map(toHiragana)])].filter(Boolean);
}

export interface LevelLookup {
  /** written form (kanji, or kana as the list writes it) → the easiest level that lists it */
  written: Map<string, LevelNumber>;
  /** reading in hiragana → the easiest level of a word read so */
  reading: Map<string, LevelNumber>;
}

/** The lookup a sentence's words are measured with: written forms first, readings only for hiragana. */
export function levelLookup(words: readonly LeveledWord[]): LevelLookup {
  const written = new Map<string, LevelNumber>();
  const reading = new Map<string, LevelNumber>();
  const keep = (map: Map<string, LevelNumber>, form: string, level: LevelNumber) => {
    if (form && (map.get(form) ?? 0) < level) map.set(form, level);
  };
  for (const word of words) {
    for (const form of [word.written, ...(word.altWritten ?? [])]) keep(written, clean(form), word.level);
    for (const form of [word.reading, ...(word.altReadings ?? [])]) keep(reading, toHiragana(clean(form)), word.level);
  }
  return { written, reading };
}

/** The level of a form: as written; a hiragana form also as a reading (a katakana name is not a reading). */
export function levelOfForm(lookup: LevelLookup, form: string): LevelNumber | undefined {
  return lookup.written.get(form) ?? (/^[\u3041-\u309fー]+$/u.test(form) ? lookup.reading.get(form) : undefined);
}

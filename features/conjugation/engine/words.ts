/**
 * Word data for the conjugation quiz: verbs (godan, ichidan, irregular) and adjectives (い, な) with
 * reading, type, JLPT level (5 = N5 … 1 = N1) and meanings in English and Vietnamese.
 *
 * The words are listed in content/curated/conjugation-words.tsv; the content build
 * (`npm run content:build`) gives each the level and meanings of the same word in the built-in
 * vocabulary and writes content/generated/conjugation-words.json, read here. Types are verified
 * against Debian's EDICT by tests/unit/conjugation-data.test.ts.
 */
import generated from '@/content/generated/conjugation-words.json';
import type { ConjugationForm, WordType } from './index';
import { availableForms, CONJUGATION_FORMS } from './index';

export type JlptLevel = 1 | 2 | 3 | 4 | 5;

export interface WordEntry {
  /** stable id: `${dictionary}:${reading}` */
  id: string;
  dictionary: string;
  reading: string;
  type: WordType;
  /** 5 = N5 (easiest) … 1 = N1: the level of the word's flash card */
  jlpt: JlptLevel;
  meanings: { en: string; vi: string };
  /** EDICT headword when the dictionary form is usually written in kana */
  ref?: string;
  /** forms not to ask in a quiz (semantic gaps) */
  skip?: ConjugationForm[];
}

function checked(
  entries: readonly (Omit<WordEntry, 'type' | 'jlpt' | 'skip'> & { type: string; jlpt: number; skip?: string[] })[],
): WordEntry[] {
  return entries.map((e) => {
    for (const f of e.skip ?? []) {
      if (!CONJUGATION_FORMS.includes(f as ConjugationForm))
        throw new Error(`conjugation-words: unknown form "${f}" for ${e.id}`);
    }
    return { ...e, type: e.type as WordType, jlpt: e.jlpt as JlptLevel, skip: e.skip as ConjugationForm[] | undefined };
  });
}

const ALL = checked(generated);
const ofType = (type: WordType) => ALL.filter((w) => w.type === type);

export const GODAN_VERBS: readonly WordEntry[] = ofType('godan');
export const ICHIDAN_VERBS: readonly WordEntry[] = ofType('ichidan');
export const IRREGULAR_VERBS: readonly WordEntry[] = ofType('irregular');
export const I_ADJECTIVES_LIST: readonly WordEntry[] = ofType('i-adjective');
export const NA_ADJECTIVES_LIST: readonly WordEntry[] = ofType('na-adjective');

export const VERBS: readonly WordEntry[] = [...GODAN_VERBS, ...ICHIDAN_VERBS, ...IRREGULAR_VERBS];
export const ADJECTIVES: readonly WordEntry[] = [...I_ADJECTIVES_LIST, ...NA_ADJECTIVES_LIST];
export const WORDS: readonly WordEntry[] = [...VERBS, ...ADJECTIVES];

const BY_ID = new Map(WORDS.map((w) => [w.id, w]));

export function findWord(id: string): WordEntry | undefined {
  return BY_ID.get(id);
}

/** Words of a JLPT level (5 = N5 …), optionally of some types. */
export function wordsAtLevel(level: JlptLevel, types?: readonly WordType[]): WordEntry[] {
  return WORDS.filter((w) => w.jlpt === level && (!types || types.includes(w.type)));
}

/** Forms a quiz may ask for that word: the forms that exist, minus the word's semantic gaps. */
export function quizForms(word: WordEntry): ConjugationForm[] {
  return availableForms(word).filter((f) => !word.skip?.includes(f));
}

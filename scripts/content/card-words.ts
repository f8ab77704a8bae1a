/**
 * The words of the lists as cards: each keeps the id of its list word (written form + reading), so learners'
 * data stays with it when the card's written form or level changes later (first-week.ts, kana-spelling.ts,
 * same-words.ts).
 */
import type { JlptLevel } from '@/features/content/types';
import { vocabularyId } from './japanese';
import type { ListWord } from './jlpt-vocabulary';

export interface CardWord extends ListWord {
  /** Stable: the list word's id (居る:いる), whatever the card shows. */
  id: string;
  /** The spelling EDICT is asked about: the list's (or the first week's), whatever the card shows. */
  dictionaryForm: string;
  /** The levels of the list entries the card comes from (where its Vietnamese meaning is kept). */
  listLevels: JlptLevel[];
  /** Meanings decided with the card's form, when it is not the list's (first-week-n5.json). */
  meanings?: string[];
  meaningVi?: string;
}

const levelOfSource = (source: string) => Number(source.slice(1, 2)) as JlptLevel;

export function cardWords(listWords: readonly ListWord[]): CardWord[] {
  return listWords.map((w) => ({
    ...w,
    id: vocabularyId(w.written, w.reading),
    dictionaryForm: w.written,
    listLevels: [...new Set(w.sources.map(levelOfSource))],
  }));
}

export const unique = (xs: readonly string[]): string[] => [...new Set(xs)];

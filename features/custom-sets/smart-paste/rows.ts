/**
 * The smart paste's preview rows: a looked-up word with its chosen reading, and the card it becomes. A set whose
 * meanings are Vietnamese takes the built-in vocabulary's Vietnamese meaning; a word only EDICT knows gets its
 * English meaning and stays marked until the learner writes another (never a machine translation). Pure.
 */
import type { WordListCard } from '@/features/custom-sets/word-list';
import type { LookupCandidate, LookupResult } from './types';

export interface PasteRow {
  input: string;
  dictionaryForm?: string;
  candidates: LookupCandidate[];
  /** Index of the chosen candidate; -1 for an unknown word. */
  choice: number;
  word: string;
  reading: string;
  meaning: string;
}

const meaningOf = (candidate: LookupCandidate, vietnamese: boolean) =>
  vietnamese && candidate.meaningVi ? candidate.meaningVi : candidate.meaning;

/** The row of a looked-up word: its first (most common) reading chosen; an unknown word kept, with empty fields. */
export function rowOf(result: LookupResult, vietnamese: boolean): PasteRow {
  const row: PasteRow = { ...result, choice: -1, word: result.input, reading: '', meaning: '' };
  return result.candidates.length > 0 ? choose(row, 0, vietnamese) : row;
}

/** The row with another candidate chosen: its word, reading and meaning replace what was there. */
export function choose(row: PasteRow, choice: number, vietnamese: boolean): PasteRow {
  const candidate = row.candidates[choice];
  if (!candidate) return row;
  return {
    ...row,
    choice,
    word: candidate.word,
    reading: candidate.reading,
    meaning: meaningOf(candidate, vietnamese),
  };
}

/** A Vietnamese set's row that still has the English meaning of a word our vocabulary lacks. */
export function needsVietnamese(row: PasteRow, vietnamese: boolean): boolean {
  const candidate = row.candidates[row.choice];
  return vietnamese && candidate !== undefined && !candidate.meaningVi && row.meaning === candidate.meaning;
}

/** The card a row becomes; a row still needing its Vietnamese meaning says so in the card's note. */
export function cardOf(row: PasteRow, vietnamese: boolean, needsVietnameseNote: string): WordListCard {
  return {
    word: row.word.trim(),
    pronunciation: row.reading.trim(),
    meaning: row.meaning.trim(),
    note: needsVietnamese(row, vietnamese) ? needsVietnameseNote : '',
  };
}

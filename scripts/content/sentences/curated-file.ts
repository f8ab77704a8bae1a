/** The curated sentence files: content/curated/sentences/<set>[-part].json, one JSON object each. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CuratedSentence } from './check';
import { VOCABULARY_SETS, type VocabularySetId } from './word-levels';

export interface CuratedSentenceFile {
  /** Who wrote the sentences, and who read them a second time. */
  writer: string;
  reviewer: string | null;
  /** Where the sentences come from unless an entry says otherwise. */
  source: string;
  /** word id (as in the generated vocabulary) → its sentences, the one shown first first. */
  sentences: Record<string, CuratedSentence[]>;
}

export function setOfFile(file: string): VocabularySetId {
  const set = path.basename(file).split(/[-.]/)[0];
  if (!(VOCABULARY_SETS as readonly string[]).includes(set)) throw new Error(`${file}: the name must start with n5 … n1`);
  return set as VocabularySetId;
}

export function readCuratedFile(file: string): CuratedSentenceFile {
  return JSON.parse(readFileSync(file, 'utf8')) as CuratedSentenceFile;
}

export function curatedFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => path.join(dir, f));
  } catch {
    return [];
  }
}

import type { ConjugableWord, ConjugationForm, WordType } from '@/lib/conjugation';
import type { JlptLevel } from './settings';

/**
 * A word as the quiz receives it from the server: a compact tuple, only the fields the quiz needs and the
 * meaning in the page's language only, so the page's payload stays small (hundreds of words). The last,
 * optional field lists forms not to ask for that word (semantic gaps such as 分かる's potential).
 */
export type QuizWordTuple =
  | readonly [dictionary: string, reading: string, type: WordType, level: JlptLevel, meaning: string]
  | readonly [dictionary: string, reading: string, type: WordType, level: JlptLevel, meaning: string, skip: readonly ConjugationForm[]];

export interface QuizWord extends ConjugableWord {
  level: JlptLevel;
  meaning: string;
  skip?: readonly ConjugationForm[];
}

export function expandWord(tuple: QuizWordTuple): QuizWord {
  const [dictionary, reading, type, level, meaning] = tuple;
  const skip = tuple.length === 6 ? tuple[5] : undefined;
  return skip && skip.length > 0 ? { dictionary, reading, type, level, meaning, skip } : { dictionary, reading, type, level, meaning };
}

export function compactWord(word: QuizWord): QuizWordTuple {
  const base = [word.dictionary, word.reading, word.type, word.level, word.meaning] as const;
  return word.skip && word.skip.length > 0 ? [...base, word.skip] : base;
}

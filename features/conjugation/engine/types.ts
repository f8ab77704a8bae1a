// The engine's vocabulary: word types, forms, answers, the analysis of a word and the error it throws.

export type WordType = 'godan' | 'ichidan' | 'irregular' | 'i-adjective' | 'na-adjective';
export type ConjugationForm =
  | 'polite'
  | 'past'
  | 'negative'
  | 'te'
  | 'command'
  | 'conditional'
  | 'potential'
  | 'passive'
  | 'causative'
  | 'causativePassive'
  | 'volitional';

/** first entry = the canonical answer */
export interface Conjugation {
  kana: string[];
  written: string[];
}

export interface ConjugationOptions {
  polite?: boolean;
  negative?: boolean;
}

export interface ConjugableWord {
  dictionary: string;
  reading: string;
  type: WordType;
}

/** One accepted answer: its reading and its spelling. */
export interface FormPair {
  kana: string;
  written: string;
}

export const WORD_TYPES: readonly WordType[] = ['godan', 'ichidan', 'irregular', 'i-adjective', 'na-adjective'];
export const VERB_TYPES: readonly WordType[] = ['godan', 'ichidan', 'irregular'];
export const ADJECTIVE_TYPES: readonly WordType[] = ['i-adjective', 'na-adjective'];

export const CONJUGATION_FORMS: readonly ConjugationForm[] = [
  'polite',
  'past',
  'negative',
  'te',
  'command',
  'conditional',
  'potential',
  'passive',
  'causative',
  'causativePassive',
  'volitional',
];

/** Forms that exist for adjectives (all others return null for adjectives). */
export const ADJECTIVE_FORMS: readonly ConjugationForm[] = ['polite', 'past', 'negative', 'te', 'conditional'];

export type ConjugationErrorCode =
  | 'unknown-type' // type is not one of WORD_TYPES
  | 'unknown-form' // form is not one of CONJUGATION_FORMS
  | 'malformed' // the dictionary form / reading cannot be a word of that type
  | 'mismatch' // dictionary form and reading disagree
  | 'unsupported'; // a real but unsupported pattern (ずる verbs, 察する-type verbs …)

export class ConjugationError extends Error {
  readonly code: ConjugationErrorCode;
  readonly word: unknown;
  constructor(code: ConjugationErrorCode, message: string, word?: unknown) {
    super(message);
    this.name = 'ConjugationError';
    this.code = code;
    this.word = word;
  }
}

// What analyzeWord makes of a word: its conjugation class, stem and any exception.

export type GodanEnding = 'う' | 'く' | 'ぐ' | 'す' | 'つ' | 'ぬ' | 'ぶ' | 'む' | 'る';
export const GODAN_ENDINGS: readonly GodanEnding[] = ['う', 'く', 'ぐ', 'す', 'つ', 'ぬ', 'ぶ', 'む', 'る'];

// godan verb in -iる / -eる (帰る, 入る, 走る, 知る …)

export type WordAnalysis =
  | {
      kind: 'godan';
      ending: GodanEnding;
      stem: FormPair;
      exception?: 'iku' | 'tou' | 'aru' | 'honorific' | 'gozaru';
      looksIchidan: boolean;
    }
  | { kind: 'ichidan'; stem: FormPair; exception?: 'kureru' }
  | { kind: 'suru'; prefix: FormPair; godanized: boolean }
  | { kind: 'kuru'; prefix: FormPair; kanji: boolean }
  | { kind: 'i-adjective'; stem: FormPair; ii: boolean; dictionary: FormPair }
  | { kind: 'na-adjective'; stem: FormPair };

export function describeWord(word: ConjugableWord): string {
  return `${word.dictionary} (${word.reading}, ${word.type})`;
}

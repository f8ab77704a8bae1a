/**
 * The smart paste's lookup: each pasted word against the built-in vocabulary first (which has Vietnamese
 * meanings), then the compact EDICT dictionary (English only); a word found in neither is traced back to its
 * dictionary form when that is certain (./deinflect.ts), else answered as unknown. Pure: the data comes in as
 * arguments (features/custom-sets/server/word-lookup.ts binds the real files).
 */
import type { VocabularyItem } from '@/features/content/types';
import { deinflect } from './deinflect';
import type { LookupCandidate, LookupResult } from './types';

/** What the lookup reads of a built-in word. */
export type LookupWord = Pick<
  VocabularyItem,
  'written' | 'reading' | 'altWritten' | 'altReadings' | 'meanings' | 'meaningVi'
>;

/** [written, reading, meaning, part-of-speech tags, common, usually written in kana] (scripts/content/smart-paste-dictionary.ts). */
type DictionaryEntry = [string, string, string, string, 0 | 1, 0 | 1];

export interface LookupDictionary {
  entries: DictionaryEntry[];
  byWritten: Record<string, number[]>;
  byKana: Record<string, number[]>;
}

/** Enough to choose from; past this the readings are rare variants. */
const MAX_CANDIDATES = 6;
const KANA = /^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;

interface Found {
  candidate: LookupCandidate;
  pos: ReadonlySet<string>;
}

const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/**
 * A lookup over the given words (easiest first: the order decides which reading is offered first) and dictionary.
 * Building it indexes the built-in words once; each call is then a few map reads per word.
 */
export function createWordLookup(words: readonly LookupWord[], dictionary: LookupDictionary) {
  const builtInByWritten = new Map<string, LookupWord[]>();
  const builtInByReading = new Map<string, LookupWord[]>();
  /** "written\treading" pairs the built-in words cover: the dictionary's same entries are not offered twice. */
  const covered = new Set<string>();
  const posOf = new Map<LookupWord, Set<string>>();
  const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => (map.get(key) ?? map.set(key, []).get(key)!).push(value);

  for (const word of words) {
    const spellings = [word.written, ...(word.altWritten ?? [])];
    const readings = [word.reading, ...(word.altReadings ?? [])];
    for (const spelling of spellings) push(builtInByWritten, spelling, word);
    for (const reading of readings) push(builtInByReading, reading, word);
    const pos = new Set<string>();
    for (const spelling of spellings) {
      for (const reading of readings) covered.add(`${spelling}\t${reading}`);
      for (const index of own(dictionary.byWritten, spelling) ?? []) {
        const [, reading, , tags] = dictionary.entries[index];
        if (readings.includes(reading)) for (const tag of tags.split(',')) pos.add(tag);
      }
    }
    posOf.set(word, pos);
  }

  const fromBuiltIn = (word: LookupWord, shown: string): Found => ({
    candidate: {
      word: shown,
      reading: word.reading,
      meaning: word.meanings.join('; '),
      meaningVi: word.meaningVi,
      builtIn: true,
    },
    pos: posOf.get(word)!,
  });
  const fromDictionary = (index: number, shown?: string): Found | null => {
    const [written, reading, meaning, tags, , kana] = dictionary.entries[index];
    if (covered.has(`${written}\t${reading}`)) return null;
    // A word usually written in kana keeps the kana it was pasted in.
    const word = shown ?? (kana ? reading : written);
    return { candidate: { word, reading, meaning, builtIn: false }, pos: new Set(tags.split(',')) };
  };

  /** Every entry of one spelling: its written form first; for kana, the words read that way. */
  function find(key: string): Found[] {
    const bySpelling = [
      ...(builtInByWritten.get(key) ?? []).map((word) => fromBuiltIn(word, key)),
      ...(own(dictionary.byWritten, key) ?? []).map((index) => fromDictionary(index, key)),
    ];
    let found = bySpelling.filter((f): f is Found => f !== null);
    if (found.length === 0 && KANA.test(key)) {
      const byReading = (own(dictionary.byKana, key) ?? [])
        .map((index) => ({ index, common: dictionary.entries[index][4], kana: dictionary.entries[index][5] }))
        .sort((a, b) => b.common - a.common || b.kana - a.kana)
        .map(({ index }) => fromDictionary(index));
      found = [
        ...(builtInByReading.get(key) ?? []).map((word) => fromBuiltIn(word, word.written)),
        ...byReading.filter((f): f is Found => f !== null),
      ];
    }
    return dedupe(found);
  }

  function lookupWord(input: string): LookupResult {
    const direct = find(input);
    if (direct.length > 0) return { input, candidates: direct.slice(0, MAX_CANDIDATES).map((f) => f.candidate) };
    // Conjugated: keep the dictionary forms that exist with a matching part of speech; accept exactly one.
    const forms = new Map<string, LookupCandidate[]>();
    for (const { base, pos, suru } of deinflect(input)) {
      const matching = find(base).filter((f) => pos.some((tag) => f.pos.has(tag)));
      if (matching.length === 0) continue;
      const form = suru ? `${base}する` : base;
      const candidates = matching.map(({ candidate }) =>
        suru ? { ...candidate, word: `${candidate.word}する`, reading: `${candidate.reading}する` } : candidate,
      );
      forms.set(form, [...(forms.get(form) ?? []), ...candidates]);
    }
    if (forms.size !== 1) return { input, candidates: [] };
    const [[dictionaryForm, candidates]] = forms;
    const unique = dedupe(candidates.map((candidate) => ({ candidate, pos: new Set<string>() })));
    return { input, dictionaryForm, candidates: unique.slice(0, MAX_CANDIDATES).map((f) => f.candidate) };
  }

  return (inputs: readonly string[]): LookupResult[] => inputs.map(lookupWord);
}

function dedupe(found: Found[]): Found[] {
  const seen = new Set<string>();
  return found.filter(({ candidate }) => {
    const key = `${candidate.word}\t${candidate.reading}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

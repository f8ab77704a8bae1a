import 'server-only';

import dictionaryJson from '@/content/generated/smart-paste-dictionary.json';
import { getSetItems, SET_IDS } from '@/features/content';
import { createWordLookup, type LookupDictionary } from '@/features/custom-sets/smart-paste/lookup';
import type { LookupResult } from '@/features/custom-sets/smart-paste/types';

// Server only: the dictionary is a few MB of JSON, imported here and nowhere a client component can reach.
let lookup: ((words: readonly string[]) => LookupResult[]) | null = null;

/** The smart paste's answer for each word, built-in vocabulary first (N5 first), then the EDICT dictionary. */
export function lookUpWords(words: readonly string[]): LookupResult[] {
  lookup ??= createWordLookup(
    SET_IDS.flatMap((set) => getSetItems('vocabulary', set) ?? []),
    dictionaryJson as unknown as LookupDictionary,
  );
  return lookup(words);
}

/** What the smart paste's lookup answers for each pasted word. Client-safe. */

export interface LookupCandidate {
  /** The card's word: the spelling pasted, or the dictionary form of a conjugated one (食べました → 食べる). */
  word: string;
  reading: string;
  /** English meaning. */
  meaning: string;
  /** Vietnamese meaning: only for the built-in vocabulary's words, never translated by machine. */
  meaningVi?: string;
  /** From the built-in vocabulary (else from the compact EDICT dictionary). */
  builtIn: boolean;
}

export interface LookupResult {
  /** The word as pasted. */
  input: string;
  /** Set when the word was conjugated and traced back to this dictionary form. */
  dictionaryForm?: string;
  /** Most common first (built-in, then EDICT's common words); empty for an unknown word. */
  candidates: LookupCandidate[];
}

// Building (reading, spelling) pairs: every form is made twice, once from the reading and once from the
// dictionary spelling, so that kana[0] stays the reading of written[0].
import type { FormPair } from './types';

export function pair(kana: string, written: string = kana): FormPair {
  return { kana, written };
}

/** One pair with a suffix (a different one for the spelling when given: でき / 出来). */
export function suffixed(x: FormPair, kanaSuffix: string, writtenSuffix: string = kanaSuffix): FormPair {
  return pair(x.kana + kanaSuffix, x.written + writtenSuffix);
}

/** Every pair with the same suffix. */
export function suffixedAll(pairs: readonly FormPair[], suffix: string): FormPair[] {
  return pairs.map((x) => suffixed(x, suffix));
}

/** `s` without its last `n` characters. */
export function cut(s: string, n: number): string {
  return s.slice(0, s.length - n);
}

export function dedupePairs(pairs: FormPair[]): FormPair[] {
  const seen = new Set<string>();
  return pairs.filter((x) => {
    const key = x.kana + '\u0000' + x.written;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

import 'server-only';

import { getSetItems, SET_IDS } from '@/features/content';

let joyo: Set<string> | null = null;

/**
 * Whether a custom card's term is one jōyō kanji, the kanji the writing pad has strokes for (the built-in kanji
 * are exactly the jōyō list, and the content build writes strokes for each of them). Built once per process.
 */
export function isJoyoKanji(term: string): boolean {
  joyo ??= new Set(SET_IDS.flatMap((set) => (getSetItems('kanji', set) ?? []).map((item) => item.kanji)));
  return joyo.has(term);
}

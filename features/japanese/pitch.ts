/**
 * Pitch accent of a word (Tokyo Japanese): its reading cut into morae, and the accent number (the mora after
 * which the pitch falls) turned into high / low per mora. Pure: the content build checks accents with it, the
 * cards draw the line from it.
 */

/** Small kana that join the kana before them into one mora (きょ, ティ, ファ); っ, ー and ん are morae of their own. */
const JOINING = new Set([...'ゃゅょぁぃぅぇぉゎャュョァィゥェォヮ']);
/** Marks of an affix (～円): written with the word, never a mora. */
const AFFIX_MARK = /[～〜]/g;

/** The reading's morae: きょう → [きょ, う], がっこう → [が, っ, こ, う]; affix marks are left out. */
export function moraeOf(reading: string): string[] {
  const morae: string[] = [];
  for (const ch of reading.replace(AFFIX_MARK, '')) {
    if (JOINING.has(ch) && morae.length > 0) morae[morae.length - 1] += ch;
    else morae.push(ch);
  }
  return morae;
}

/** Accent types by where the fall is: none, after the first mora, inside the word, after its last mora. */
export type AccentType = 'heiban' | 'atamadaka' | 'nakadaka' | 'odaka';

export function accentType(accent: number, moraCount: number): AccentType {
  if (accent === 0) return 'heiban';
  if (accent === 1) return 'atamadaka';
  return accent >= moraCount ? 'odaka' : 'nakadaka';
}

export interface PitchPattern {
  morae: string[];
  /** High (true) or low per mora. */
  high: boolean[];
  /** The particle after the word (が, は): high after heiban, low after any fall. */
  particleHigh: boolean;
  /** The mora after which the pitch falls (1-based); 0 when it does not fall. */
  accent: number;
  type: AccentType;
}

/**
 * High / low of each mora for an accent number. The first mora is low unless the accent falls right after it
 * (atamadaka); the morae up to the fall are high; after it, low. はし 0 → LH(H), 1 → HL(L), 2 → LH(L).
 * Returns null for an accent the reading cannot hold (beyond its last mora) or a reading without morae.
 */
export function pitchPattern(reading: string, accent: number): PitchPattern | null {
  const morae = moraeOf(reading);
  const count = morae.length;
  if (count === 0 || !Number.isInteger(accent) || accent < 0 || accent > count) return null;
  const high = morae.map((_, i) => {
    if (accent === 1) return i === 0;
    if (i === 0) return false;
    return accent === 0 || i < accent;
  });
  return { morae, high, particleHigh: accent === 0, accent, type: accentType(accent, count) };
}

// What stands for a learner who has no picture: the initials of their name on a colour of their own. Pure and
// client-safe (the community grid and the header draw them in the browser, the preview image on the server).

/** Background colours for the initials, each dark enough for white text (contrast ≥ 4.5:1) in both themes. */
export const AVATAR_TONES = [
  '#b91c1c', // red 700
  '#c2410c', // orange 700
  '#a16207', // yellow 700
  '#15803d', // green 700
  '#0f766e', // teal 700
  '#0369a1', // sky 700
  '#1d4ed8', // blue 700
  '#6d28d9', // violet 700
  '#a21caf', // fuchsia 700
  '#be123c', // rose 700
] as const;

/**
 * The tone of a learner's initials: a hash of their id (FNV-1a), so the same learner has the same colour on every
 * screen and device, and it does not change with their name.
 */
export function avatarTone(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % AVATAR_TONES.length;
}

const graphemes = (text: string) => {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return [...segmenter.segment(text)].map((part) => part.segment);
};

/**
 * Up to two initials: the first letters of the first and last words ("Hana Tanaka" → "HT"), the first
 * character of a single word ("田中" → "田"), an emoji whole. Empty for an empty name.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '';
  const first = graphemes(words[0])[0] ?? '';
  const last = words.length > 1 ? (graphemes(words.at(-1)!)[0] ?? '') : '';
  // Only letters of scripts with capitals pair up; "田中 花子" stays 田.
  const pair = last && /^\p{L}$/u.test(first) && first.toUpperCase() !== first.toLowerCase() ? last : '';
  return (first + pair).toUpperCase();
}

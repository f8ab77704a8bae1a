/**
 * The stroke data of a kanji: KanjiVG's strokes, in writing order, one SVG path each, in a 109 × 109 box.
 * The content build writes one small file per jōyō kanji under public/ (scripts/content/kanji-strokes.ts);
 * the address carries the KanjiVG version, so the files are served as immutable and fetched only when a card
 * that draws the kanji is shown. KanjiVG © Ulrich Apel, CC BY-SA 3.0 (see content/README.md).
 */
export interface KanjiStrokes {
  kanji: string;
  /** SVG path data of each stroke, first stroke first; the path runs in the direction the stroke is written. */
  strokes: string[];
}

/** KanjiVG's drawing box: every coordinate of the stroke paths is within 0…109. */
export const STROKE_BOX = 109;

/** The KanjiVG release the files come from; a new release gets new addresses (the files are immutable). */
export const KANJIVG_VERSION = '5.0.0';
export const STROKES_DIRECTORY = `strokes/kanjivg-${KANJIVG_VERSION}`;

/** KanjiVG names its files by the code point in five lowercase hex digits: 日 → 065e5. */
export function strokeFileName(kanji: string): string {
  const codePoint = kanji.codePointAt(0);
  if (codePoint === undefined) throw new Error('No kanji given');
  return `${codePoint.toString(16).padStart(5, '0')}.json`;
}

/** Where the browser fetches a kanji's strokes. */
export function strokesUrl(kanji: string): string {
  return `/${STROKES_DIRECTORY}/${strokeFileName(kanji)}`;
}

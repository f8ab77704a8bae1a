// The profile form's rules: the display name shown as the author of public sets. Client-safe: the settings form
// validates with it and the server action parses it again. Messages are keys of the `validation` namespace.
import { z } from 'zod/mini';

/** At most this many characters (code points: an emoji or a kanji is one), as the column stores them. */
const DISPLAY_NAME_MAX = 40;

/**
 * Invisible characters that can disguise a name: control characters (line breaks, NUL) and format characters
 * (right-to-left overrides that reorder the text shown after the name), except the zero-width joiners emoji
 * sequences (👩‍🎓) and some scripts need.
 */
const INVISIBLE = /\p{Cc}|(?![\u200c\u200d])\p{Cf}/u;
/** Angle brackets: a name is plain text; anything that looks like markup is refused rather than shown as code. */
const MARKUP = /[<>]/;

/** The name as it is kept: Unicode-normalised (NFC), trimmed, runs of spaces made one. */
function normalizeDisplayName(value: string): string {
  return value.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

const displayNameSchema = z.pipe(
  // A first bound before any work on the text: far beyond any name, so only junk is refused here.
  z.pipe(z.string().check(z.maxLength(1000, 'nameMax')), z.transform(normalizeDisplayName)),
  z.string().check(
    z.refine((name: string) => [...name].length <= DISPLAY_NAME_MAX, 'nameMax'),
    z.refine((name: string) => !INVISIBLE.test(name), 'nameInvisible'),
    z.refine((name: string) => !MARKUP.test(name), 'nameMarkup'),
  ),
);

export const profileNameSchema = z.object({ name: displayNameSchema });

export type ProfileNameInput = z.input<typeof profileNameSchema>;

/**
 * A name another service gave (Google's profile) brought within the rules instead of refused: invisible
 * characters and brackets dropped, cut to the maximum; null when nothing is left.
 */
export function displayNameFromProvider(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = normalizeDisplayName(value.replace(new RegExp(INVISIBLE.source, 'gu'), ' ').replace(/[<>]/g, ''));
  const cut = [...cleaned].slice(0, DISPLAY_NAME_MAX).join('').trim();
  return cut || null;
}

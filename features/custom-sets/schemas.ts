import { z } from 'zod/mini';
import {
  CUSTOM_LEVEL_MAX,
  JLPT_OPTIONS,
  LANGUAGES,
  LOOKUP_WORD_MAX,
  MAX_CARDS,
  MIN_CARDS,
  TEXT_MAX,
  VISIBILITIES,
} from './limits';

/**
 * The one schema of a set and its cards: the form validates with it (zodResolver) and the server action
 * parses the same input again. Messages are keys under `customSets.validation`, translated
 * where they are shown, so the schema stays free of any locale.
 */
// 'invalid' is what the server action answers for zod's own checks (lib/actions/validation.ts).
export type ValidationKey = 'required' | 'maxLength' | 'maxLevelLength' | 'minCards' | 'maxCards' | 'invalid';

/**
 * Text as PostgreSQL can store it and a page can show it: lone UTF-16 surrogates become U+FFFD and control
 * characters (NUL, bell, escape …; tabs and line ends stay) are dropped. Markup is kept as typed: React
 * escapes it wherever it is shown.
 */
export function cleanText(text: string): string {
  return text.toWellFormed().replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

// zod/mini (see features/auth/schemas.ts): checks run in order, so text is cleaned and trimmed before it is measured.
const optionalText = (max = TEXT_MAX) =>
  z
    .string()
    .check(z.overwrite(cleanText), z.trim(), z.maxLength(max, max === TEXT_MAX ? 'maxLength' : 'maxLevelLength'));
const requiredText = () => optionalText().check(z.minLength(1, 'required'));

const cardSchema = z.object({
  /** The card's id when it was loaded from the set; kept so study marks survive an edit. */
  id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,40}$/, 'invalid'))),
  word: requiredText(),
  pronunciation: optionalText(),
  meaning: requiredText(),
  note: optionalText(),
});

/**
 * A set's id as an action receives it: nanoid characters only, so a NUL byte, an object or a 10 kB string is a
 * validation failure, never a database error.
 */
export const setIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'invalid'));

/** Each card id once: two cards claiming one stored card cannot both be saved. */
const distinctCardIds = (cards: readonly { id?: string }[]) => {
  const ids = cards.flatMap((card) => (card.id ? [card.id] : []));
  return new Set(ids).size === ids.length;
};

export const setInputSchema = z.object({
  name: requiredText(),
  description: optionalText(),
  customLevel: optionalText(CUSTOM_LEVEL_MAX),
  wordLanguage: z.enum(LANGUAGES, { message: 'required' }),
  meaningLanguage: z.enum(LANGUAGES, { message: 'required' }),
  jlptLevel: z.enum(JLPT_OPTIONS, { message: 'invalid' }),
  visibility: z.enum(VISIBILITIES, { message: 'invalid' }),
  cards: z
    .array(cardSchema)
    .check(
      z.minLength(MIN_CARDS, 'minCards'),
      z.maxLength(MAX_CARDS, 'maxCards'),
      z.refine(distinctCardIds, 'invalid'),
    ),
});

export type CardInput = z.input<typeof cardSchema>;
export type SetInput = z.input<typeof setInputSchema>;
export type ParsedSetInput = z.output<typeof setInputSchema>;

/** The smart paste's lookup request: the words as split in the browser (features/custom-sets/smart-paste/split-words.ts). */
export const lookupRequestSchema = z.object({
  words: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(LOOKUP_WORD_MAX)))
    .check(z.minLength(1), z.maxLength(MAX_CARDS)),
});

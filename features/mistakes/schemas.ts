// What the mistakes bank keeps and what its actions accept (client-safe: the screens build entries with the
// same types, and the server parses them again with these schemas).
import { z } from 'zod/mini';

import { expectedOwnerSchema, idempotencyKeySchema } from '@/lib/actions/delivery';

import { MISTAKE_TEXT_MAX, MISTAKES_MAX } from './limits';

const MISTAKE_SOURCES = ['written', 'multipleChoice', 'conjugation', 'review'] as const;
export type MistakeSource = (typeof MISTAKE_SOURCES)[number];
const MISTAKE_KINDS = ['kanji', 'word', 'custom', 'conjugation'] as const;
export type MistakeKind = (typeof MISTAKE_KINDS)[number];

/** Printable text (tabs and line ends are folded to spaces by `shownText` before it gets here). */
const text = (min = 0) =>
  z.string().check(
    z.minLength(min),
    z.maxLength(MISTAKE_TEXT_MAX),
    z.refine((s) => !/[\u0000-\u001f\u007f]/.test(s) && s.isWellFormed(), 'control characters'),
  );

const languageSchema = z.enum(['ja', 'zh', 'en', 'vi']);

/**
 * How a retry is checked: the tests' checker (features/exam/check-answer.ts) with the accepted answers of the question
 * as it was asked, the conjugation engine's checker (features/conjugation/engine/check-answer.ts) with the forms
 * accepted, or, for a kanji to write, the writing pad's stroke matcher on that kanji (one character).
 */
const mistakeCheckSchema = z.union([
  z.object({
    kind: z.literal('exam'),
    language: languageSchema,
    accepted: z.array(text(1)).check(z.minLength(1), z.maxLength(40)),
  }),
  z.object({
    kind: z.literal('conjugation'),
    kana: z.array(text(1)).check(z.minLength(1), z.maxLength(12)),
    written: z.array(text(1)).check(z.maxLength(12)),
  }),
  z.object({
    kind: z.literal('writing'),
    kanji: z.string().check(z.regex(/^\p{Script=Han}$/u)),
  }),
]);
export type MistakeCheck = z.infer<typeof mistakeCheckSchema>;

/** The card a saved set or an export holds for the item (the import's word, reading, meaning). */
const mistakeCardSchema = z.object({
  word: text(1),
  reading: text(),
  meaning: text(1),
  wordLanguage: languageSchema,
  meaningLanguage: languageSchema,
});
export type MistakeCard = z.infer<typeof mistakeCardSchema>;

/** One miss as the test or the quiz reports it. */
export const missSchema = z.object({
  /** The same question about the same card has the same key (./item-key.ts). */
  itemKey: z.string().check(
    z.minLength(3),
    z.maxLength(200),
    z.refine((s) => !/[\u0000-\u001f\u007f]/.test(s) && s.isWellFormed(), 'control characters'),
  ),
  source: z.enum(MISTAKE_SOURCES),
  kind: z.enum(MISTAKE_KINDS),
  level: z.nullable(z.int().check(z.gte(1), z.lte(5))),
  origin: text(1),
  prompt: text(1),
  given: text(),
  expected: text(1),
  check: mistakeCheckSchema,
  card: mistakeCardSchema,
});
export type Miss = z.infer<typeof missSchema>;

/** A miss as recordMistakeAction takes it: with the key made for it once, and the outbox's expected account. */
export const missReportSchema = z.extend(missSchema, {
  idempotencyKey: z.optional(idempotencyKeySchema),
  owner: z.optional(expectedOwnerSchema),
});
export type MissReport = z.infer<typeof missReportSchema>;

/** An item of the bank as the page shows it. */
export interface Mistake extends Miss {
  id: string;
  misses: number;
  streak: number;
  /** Epoch milliseconds of the last miss. */
  missedAt: number;
}

const mistakeIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/));

export const retrySchema = z.object({ id: mistakeIdSchema, correct: z.boolean() });

export const mistakeIdsSchema = z.array(mistakeIdSchema).check(z.minLength(1), z.maxLength(MISTAKES_MAX));

const epochMs = z.int().check(z.gte(0), z.lte(8_640_000_000_000_000));

/** An item of a guest's bank, sent on sign-in or sign-up: with its count and its last miss. */
export const guestMistakeSchema = z.extend(missSchema, {
  misses: z.int().check(z.gte(1), z.lte(1_000_000)),
  streak: z.int().check(z.gte(0), z.lte(1)),
  missedAt: epochMs,
});

export const guestMistakesSchema = z.array(guestMistakeSchema).check(z.maxLength(MISTAKES_MAX));
export type GuestMistakes = z.infer<typeof guestMistakesSchema>;

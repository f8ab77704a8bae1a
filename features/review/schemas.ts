// What the review actions accept (client-safe: the screens build their requests with the same types).
import { z } from 'zod/mini';

import { expectedOwnerSchema, idempotencyKeySchema } from '@/lib/actions/delivery';

import { CARD_KEY_MAX, DECK_KEY_MAX, REVIEW_KINDS } from './card-key';
import { isTimeZone } from './day';
import { RETENTION_MAX, RETENTION_MIN } from './fsrs';
import { MERGE_BATCH_MAX, NEW_PER_DAY_MAX } from './limits';

const reviewKindSchema = z.enum(REVIEW_KINDS as ['kanji', 'vocabulary', 'custom', 'conjugation']);

// Printable text only: a NUL byte or a control character is refused here, not by the database.
const keyText = (max: number) =>
  z.string().check(
    z.minLength(1),
    z.maxLength(max),
    z.refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'control characters'),
  );

export const cardRefSchema = z.object({ kind: reviewKindSchema, cardKey: keyText(CARD_KEY_MAX) });
export const deckRefSchema = z.object({
  kind: reviewKindSchema,
  deckKey: z.string().check(z.minLength(1), z.maxLength(DECK_KEY_MAX), z.regex(/^[A-Za-z0-9_/-]+$/)),
});
/** Adding or removing a deck; `owner` names the account an outbox entry was kept for (features/offline). */
export const deckWriteSchema = z.extend(deckRefSchema, { owner: z.optional(expectedOwnerSchema) });

const timeZoneSchema = z.string().check(z.refine(isTimeZone, 'unknown time zone'));

const ratingSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const gradeSchema = z.object({
  card: cardRefSchema,
  rating: ratingSchema,
  idempotencyKey: idempotencyKeySchema,
  timeZone: timeZoneSchema,
  /** Set by the offline outbox: the account the grade was made in (refused for any other). */
  owner: z.optional(expectedOwnerSchema),
});
export type GradeInput = z.infer<typeof gradeSchema>;

export const reviewSettingsSchema = z.object({
  newPerDay: z.int().check(z.gte(0), z.lte(NEW_PER_DAY_MAX)),
  desiredRetention: z.number().check(z.gte(RETENTION_MIN), z.lte(RETENTION_MAX)),
  side: z.enum(['front', 'back', 'both']),
  typedAnswers: z.boolean(),
  /** Built-in kanji cards are asked as "write the kanji": drawn on the pad, graded from how it went. */
  writeKanji: z.boolean(),
  /** Built-in vocabulary cards are asked by ear: the word spoken, not shown (where the device has a Japanese voice). */
  listening: z.boolean(),
});
export type ReviewSettingsInput = z.infer<typeof reviewSettingsSchema>;

const epochMs = z.int().check(z.gte(0), z.lte(8_640_000_000_000_000));
const count = z.int().check(z.gte(0), z.lte(1_000_000));

const cardStateSchema = z.object({
  due: epochMs,
  stability: z.number().check(z.gte(0), z.lte(1e6)),
  difficulty: z.number().check(z.gte(0), z.lte(11)),
  elapsedDays: count,
  scheduledDays: count,
  learningSteps: count,
  reps: count,
  lapses: count,
  state: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  lastReview: z.nullable(epochMs),
});

export const guestMergeSchema = z.object({
  decks: z.array(deckRefSchema).check(z.maxLength(MERGE_BATCH_MAX)),
  cards: z
    .array(
      z.object({
        kind: reviewKindSchema,
        cardKey: keyText(CARD_KEY_MAX),
        deckKey: deckRefSchema.shape.deckKey,
        state: cardStateSchema,
      }),
    )
    .check(z.maxLength(MERGE_BATCH_MAX)),
  logs: z
    .array(
      z.object({
        kind: reviewKindSchema,
        cardKey: keyText(CARD_KEY_MAX),
        idempotencyKey: idempotencyKeySchema,
        rating: ratingSchema,
        stateBefore: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
        reviewedAt: epochMs,
        elapsedDays: count,
        scheduledDays: count,
      }),
    )
    .check(z.maxLength(MERGE_BATCH_MAX)),
  timeZone: timeZoneSchema,
});
export type GuestMergeInput = z.infer<typeof guestMergeSchema>;

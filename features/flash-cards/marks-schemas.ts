// What the study-mark actions accept (client-safe).
import { z } from 'zod/mini';

import { resultKey } from '@/features/exam/schemas';

export const markDeckSchema = z.object({
  source: z.enum(['kanji', 'vocabulary', 'custom']),
  setKey: resultKey.check(z.minLength(1)),
  unitKey: resultKey,
});
export type MarkDeck = z.infer<typeof markDeckSchema>;

/** A deck has at most this many cards marked (a custom set's limit, well above a unit's 30). */
const MARKS_MAX = 1000;

export const marksSchema = z
  .record(z.string().check(z.minLength(1), z.maxLength(64)), z.enum(['known', 'learning']))
  .check(z.refine((marks) => Object.keys(marks).length <= MARKS_MAX, 'too many marks'));

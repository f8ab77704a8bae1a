import { z } from 'zod/mini';
import { expectedOwnerSchema, idempotencyKeySchema } from '@/lib/actions/delivery';
import { MAX_QUESTION_COUNT } from './types';

/**
 * A set or unit key ("n5", "3", a custom set's id): these characters only, so a NUL byte or other junk is refused
 * here instead of by the database. Shared with GET /api/test-results/best.
 */
export const resultKey = z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9_-]*$/));

/**
 * A finished test as the client reports it. The server parses it again (the client is not trusted) and
 * checks that the target exists and may be seen by the user before saving.
 */
const testResultFields = z.object({
  testKind: z.enum(['written', 'multipleChoice']),
  source: z.enum(['kanji', 'vocabulary', 'custom']),
  setKey: resultKey.check(z.minLength(1)),
  unitKey: resultKey,
  correct: z.int().check(z.gte(0)),
  answered: z.int().check(z.gte(1)),
  total: z.int().check(z.gte(1), z.lte(MAX_QUESTION_COUNT)),
  // A day is more than any test takes; anything longer is a clock gone wrong.
  durationMs: z.int().check(z.gte(0), z.lte(86_400_000)),
  /** Made once per finished test: the same result sent again is saved once. */
  idempotencyKey: z.optional(idempotencyKeySchema),
  /** Set by the offline outbox: the account the test was finished in (refused for any other). */
  owner: z.optional(expectedOwnerSchema),
});
type TestResultFields = z.output<typeof testResultFields>;

export const testResultSchema = testResultFields.check(
  z.refine((r: TestResultFields) => r.correct <= r.answered && r.answered <= r.total, 'inconsistent score'),
  z.refine((r: TestResultFields) => (r.source === 'custom') === (r.unitKey === ''), 'custom sets have no units'),
);

export type TestResultInput = z.infer<typeof testResultSchema>;

/**
 * The best scores of one unit, in percent, one per test type: a written test and a multiple-choice one are not
 * the same feat, so neither hides the other.
 */
export type UnitBestScores = Readonly<
  Partial<Record<'written' | 'multipleChoice', number>> & {
    /** When the unit was last tested (ISO 8601), whatever the score. */
    last?: string;
  }
>;

/** The best scores per unit key ("3" → { written: 85 }); custom sets use the key "". */
export type BestScores = Readonly<Record<string, UnitBestScores>>;

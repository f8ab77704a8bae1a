import { z } from 'zod';
import { MAX_QUESTION_COUNT } from './types';

/**
 * A finished test as the client reports it. The server parses it again (the client is not trusted) and
 * checks that the target exists and may be seen by the user before saving.
 */
export const testResultSchema = z
  .object({
    testKind: z.enum(['written', 'multipleChoice']),
    source: z.enum(['kanji', 'vocabulary', 'custom']),
    setKey: z.string().min(1).max(64),
    unitKey: z.string().max(64),
    correct: z.number().int().min(0),
    answered: z.number().int().min(1),
    total: z.number().int().min(1).max(MAX_QUESTION_COUNT),
    // A day is more than any test takes; anything longer is a clock gone wrong.
    durationMs: z.number().int().min(0).max(86_400_000),
  })
  .refine((r) => r.correct <= r.answered && r.answered <= r.total, { message: 'inconsistent score' })
  .refine((r) => (r.source === 'custom') === (r.unitKey === ''), { message: 'custom sets have no units' });

export type TestResultInput = z.infer<typeof testResultSchema>;

/** What saving a result returns: saved, not saved because nobody is signed in, or rejected. */
export type SaveTestResult = { ok: true } | { ok: false; error: 'unauthorized' | 'invalid' | 'notFound' };

/** A best score in percent per unit key ("3" → 85); custom sets use the key "". */
export type BestScores = Readonly<Record<string, number>>;

import 'server-only';
import { getUnit } from '@/features/content';
import { db } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import type { BestScores, TestResultInput } from '../schemas';

/**
 * Whether the user may test this target: a built-in unit that exists, or a custom set that is theirs or
 * public (a private set of someone else is "not found", as its page is).
 */
export async function targetExists(
  userId: string,
  input: Pick<TestResultInput, 'source' | 'setKey' | 'unitKey'>,
): Promise<boolean> {
  if (input.source !== 'custom') return getUnit(input.source, input.setKey, input.unitKey) !== null;
  const set = await db.flashCardSet.findFirst({
    where: { id: input.setKey, OR: [{ ownerId: userId }, { visibility: 'everyone' }] },
    select: { id: true },
  });
  return set !== null;
}

/**
 * Saves a finished test; false when a result with the same key is already saved (sent twice: nothing changes).
 * Two sends racing meet at the unique (userId, idempotencyKey) index: the second waits for the first and fails.
 */
export async function recordTestResult(userId: string, input: TestResultInput): Promise<boolean> {
  const { owner: _owner, ...result } = input;
  try {
    await db.testResult.create({ data: { userId, ...result } });
    return true;
  } catch (error) {
    if (result.idempotencyKey && isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * The user's best score (percent of the answered questions that were right) per unit of a set and per test type
 * (written, multiple choice), and when the unit was last tested, for the unit list and the custom set page. A
 * test ended after a few questions counts like any other.
 */
export async function bestScores(
  userId: string,
  source: TestResultInput['source'],
  setKey: string,
): Promise<BestScores> {
  const rows = await db.testResult.findMany({
    where: { userId, source, setKey, answered: { gt: 0 } },
    select: { unitKey: true, testKind: true, correct: true, answered: true, createdAt: true },
  });
  const best: Record<string, { written?: number; multipleChoice?: number; last?: string }> = {};
  for (const row of rows) {
    const percent = Math.round((row.correct / row.answered) * 100);
    const unit = (best[row.unitKey] ??= {});
    if (percent > (unit[row.testKind] ?? -1)) unit[row.testKind] = percent;
    const at = row.createdAt.toISOString();
    // ISO strings of one format sort like the instants they name.
    if (!unit.last || at > unit.last) unit.last = at;
  }
  return best;
}

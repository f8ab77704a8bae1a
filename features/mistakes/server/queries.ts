import 'server-only';

import { db } from '@/lib/db/client';

import { MISTAKES_MAX } from '../limits';
import type { Mistake, MistakeCard, MistakeCheck } from '../schemas';

const MISTAKE_SELECT = {
  id: true,
  itemKey: true,
  source: true,
  kind: true,
  level: true,
  origin: true,
  prompt: true,
  given: true,
  expected: true,
  check: true,
  card: true,
  misses: true,
  streak: true,
  missedAt: true,
} as const;

type Row = { [K in keyof typeof MISTAKE_SELECT]: unknown } & { missedAt: Date };

function mistakeOfRow(row: Row): Mistake {
  return {
    ...(row as Omit<Mistake, 'missedAt'>),
    check: row.check as MistakeCheck,
    card: row.card as MistakeCard,
    missedAt: row.missedAt.getTime(),
  };
}

/**
 * A learner's whole bank, newest miss first: one range of (userId, missedAt DESC), at most MISTAKES_MAX rows,
 * so the page filters it in the browser without asking again.
 */
export async function listMistakes(userId: string): Promise<Mistake[]> {
  const rows = await db.mistake.findMany({
    where: { userId },
    orderBy: { missedAt: 'desc' },
    take: MISTAKES_MAX,
    select: MISTAKE_SELECT,
  });
  return rows.map(mistakeOfRow);
}

// The signed-in learner's schedule of (word, form) pairs, read when a quiz page loads. Server-only; every read is
// scoped to the caller's own rows.
import 'server-only';

import { db } from '@/lib/db/client';
import type { CardState } from '@/features/review/fsrs';
import { stateOfRow, STATE_SELECT } from '@/features/review/server/rows';
import type { QuizKind } from '../quiz/settings';

/** Every conjugation card of one quiz page (deck "verb" or "adjective"), as [card key, state]. */
export async function pairStates(userId: string, kind: QuizKind): Promise<[string, CardState][]> {
  const rows = await db.reviewCard.findMany({
    where: { kind: 'conjugation', deckKey: kind, userId },
    select: { cardKey: true, ...STATE_SELECT },
  });
  return rows.map((row) => [row.cardKey, stateOfRow(row)]);
}

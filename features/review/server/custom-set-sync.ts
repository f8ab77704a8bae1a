// Keeps learners' review cards in step with a custom set when its owner saves it: cards taken out of the set leave
// every learner's studies, cards put in join them as new, and a set made private leaves everybody's studies but
// its owner's (a private set is not found for others, so its cards could never be shown to them).
import 'server-only';

import type { Prisma } from '@/lib/generated/prisma/client';

import { newCardState } from '../fsrs';
import { rowOfState } from './rows';

export async function syncCustomSetReviews(
  tx: Prisma.TransactionClient,
  set: { id: string; ownerId: string; visibility: 'onlyMe' | 'everyone' },
  cardIds: readonly string[],
  now: number,
): Promise<void> {
  const deck = { kind: 'custom' as const, deckKey: set.id };
  if (set.visibility === 'onlyMe') {
    await tx.reviewCard.deleteMany({ where: { ...deck, userId: { not: set.ownerId } } });
    await tx.reviewDeck.deleteMany({ where: { ...deck, userId: { not: set.ownerId } } });
  }
  await tx.reviewCard.deleteMany({ where: { ...deck, cardKey: { notIn: [...cardIds] } } });
  const learners = await tx.reviewDeck.findMany({ where: deck, select: { userId: true } });
  if (learners.length === 0) return;
  await tx.reviewCard.createMany({
    data: learners.flatMap(({ userId }) =>
      cardIds.map((cardKey, i) => ({ userId, ...deck, cardKey, level: null, ...rowOfState(newCardState(now + i)) })),
    ),
    skipDuplicates: true,
  });
}

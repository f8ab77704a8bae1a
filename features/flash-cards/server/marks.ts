// Signed-in learners' "know / still learning" marks (StudyProgress), one row per marked card. Server-only; every
// read and write is scoped to the learner, and only cards of a deck the learner may see are kept.
import 'server-only';

import { db } from '@/lib/db/client';
import { builtinDeckKey } from '@/features/review/card-key';
import { deckCards } from '@/features/review/server/deck-cards';

import type { Mark } from '../study-deck';
import type { MarkDeck } from '../marks-schemas';

type Marks = Record<string, Mark>;

/** The marks whose cards belong to the deck as the learner may see it; null when there is no such deck. */
async function validMarks(userId: string, deck: MarkDeck, marks: Marks): Promise<Marks | null> {
  const cards = await deckCards(
    deck.source === 'custom'
      ? { kind: 'custom', deckKey: deck.setKey }
      : { kind: deck.source, deckKey: builtinDeckKey(deck.setKey, deck.unitKey) },
    userId,
  );
  if (!cards) return null;
  const ids = new Set(cards.map((card) => card.cardKey));
  return Object.fromEntries(Object.entries(marks).filter(([id]) => ids.has(id)));
}

const where = (userId: string, deck: MarkDeck) => ({
  userId,
  source: deck.source,
  setKey: deck.setKey,
  unitKey: deck.unitKey,
});

export async function loadMarks(userId: string, deck: MarkDeck): Promise<Marks> {
  const rows = await db.studyProgress.findMany({ where: where(userId, deck), select: { itemId: true, known: true } });
  return Object.fromEntries(rows.map((row) => [row.itemId, row.known ? 'known' : 'learning']));
}

/** Per unit of a built-in set: how many cards the learner marked, and how many of those as known. */
export async function unitMarkCounts(
  userId: string,
  source: 'kanji' | 'vocabulary',
  setKey: string,
): Promise<Record<string, { marked: number; known: number }>> {
  const groups = await db.studyProgress.groupBy({
    by: ['unitKey', 'known'],
    where: { userId, source, setKey },
    _count: { _all: true },
  });
  const units: Record<string, { marked: number; known: number }> = {};
  for (const { unitKey, known, _count } of groups) {
    const unit = (units[unitKey] ??= { marked: 0, known: 0 });
    unit.marked += _count._all;
    if (known) unit.known += _count._all;
  }
  return units;
}

/** Replaces the deck's marks with `marks`. */
export async function saveMarks(userId: string, deck: MarkDeck, marks: Marks): Promise<boolean> {
  const valid = await validMarks(userId, deck, marks);
  if (!valid) return false;
  await db.$transaction([
    db.studyProgress.deleteMany({ where: where(userId, deck) }),
    db.studyProgress.createMany({
      data: Object.entries(valid).map(([itemId, mark]) => ({
        ...where(userId, deck),
        itemId,
        known: mark === 'known',
      })),
    }),
  ]);
  return true;
}

/**
 * A guest's marks from the device, brought into the account: cards the account has no mark for take the
 * device's; a card marked in both keeps the account's. Answers the merged marks.
 */
export async function mergeMarks(userId: string, deck: MarkDeck, marks: Marks): Promise<Marks | null> {
  const valid = await validMarks(userId, deck, marks);
  if (!valid) return null;
  await db.studyProgress.createMany({
    data: Object.entries(valid).map(([itemId, mark]) => ({ ...where(userId, deck), itemId, known: mark === 'known' })),
    skipDuplicates: true,
  });
  return loadMarks(userId, deck);
}

// Writes of the review schedule. The caller (features/review/server/actions.ts) passes the signed-in learner's id and the
// input its schema accepted; every statement is scoped to that learner, so another learner's rows are never
// read or written.
import 'server-only';

import { db } from '@/lib/db/client';
import type { ReviewSettingsInput } from '../schemas';

import type { DeckRef } from '../card-key';
import { conjugationDeckOf, deckCards } from './deck-cards';
import { DEFAULT_RETENTION, gradeCard, newCardState, type CardState } from '../fsrs';
import { countReviews } from './review-days';
import { rowOfState, stateOfRow, STATE_SELECT } from './rows';
import type { GradeInput } from '../schemas';

/** New cards of a deck are due a millisecond apart from the time they were added: the queue keeps their order. */
function newCardRows(userId: string, deck: DeckRef, cards: { cardKey: string; level: number | null }[], now: number) {
  return cards.map((card, i) => ({
    userId,
    kind: deck.kind,
    cardKey: card.cardKey,
    deckKey: deck.deckKey,
    level: card.level,
    ...rowOfState(newCardState(now + i)),
  }));
}

/**
 * Adds a unit or set to the learner's studies: each of its cards gets a new FSRS state, in the deck's order with
 * the cards the learner marked "still learning" first. Cards already studied keep their state.
 */
export async function addDeck(
  userId: string,
  deck: DeckRef,
  now: number,
): Promise<{ ok: true; added: number; total: number } | { ok: false; error: 'notFound' }> {
  const cards = await deckCards(deck, userId);
  if (!cards) return { ok: false, error: 'notFound' };
  const marks =
    deck.kind === 'conjugation'
      ? []
      : await db.studyProgress.findMany({
          where: { userId, source: deck.kind, known: false },
          select: { itemId: true },
        });
  const learning = new Set(marks.map((mark) => mark.itemId));
  const ordered = [...cards.filter((c) => learning.has(c.cardKey)), ...cards.filter((c) => !learning.has(c.cardKey))];
  const added = await db.$transaction(async (tx) => {
    await tx.reviewDeck.createMany({
      data: [{ userId, kind: deck.kind, deckKey: deck.deckKey }],
      skipDuplicates: true,
    });
    const created = await tx.reviewCard.createMany({
      data: newCardRows(userId, deck, ordered, now),
      skipDuplicates: true,
    });
    return created.count;
  });
  return { ok: true, added, total: cards.length };
}

/** Takes a deck out of the studies: its cards' states go; the review history (log, days) stays. */
export async function removeDeck(userId: string, deck: DeckRef): Promise<{ ok: true; removed: number }> {
  const [, removed] = await db.$transaction([
    db.reviewDeck.deleteMany({ where: { userId, kind: deck.kind, deckKey: deck.deckKey } }),
    db.reviewCard.deleteMany({ where: { userId, kind: deck.kind, deckKey: deck.deckKey } }),
  ]);
  return { ok: true, removed: removed.count };
}

export type GradeResult =
  | { ok: true; card: CardState; /** The same grade had been saved before (double click, retry). */ duplicate: boolean }
  | { ok: false; error: 'notFound' };

/**
 * Saves one grade at the server's `now`. The card row is locked first, so a retried request with the same
 * idempotency key waits for the first and then finds its log row: a review is saved once, however often sent.
 * A conjugation card the quiz grades for the first time is created here.
 */
export async function recordReview(userId: string, input: GradeInput, now: number): Promise<GradeResult> {
  const { kind, cardKey } = input.card;
  return db.$transaction(async (tx) => {
    const conjugationDeck = kind === 'conjugation' ? conjugationDeckOf(cardKey) : null;
    if (conjugationDeck) {
      const deckKey = conjugationDeck;
      await tx.reviewCard.createMany({
        data: [{ userId, kind, cardKey, deckKey, level: null, ...rowOfState(newCardState(now)) }],
        skipDuplicates: true,
      });
    }
    const locked = await tx.$queryRaw<{ cardKey: string }[]>`
      SELECT "cardKey" FROM "ReviewCard"
      WHERE "userId" = ${userId} AND "kind" = ${kind}::"ReviewKind" AND "cardKey" = ${cardKey}
      FOR UPDATE`;
    if (locked.length === 0) return { ok: false, error: 'notFound' } as const;
    const row = await tx.reviewCard.findUniqueOrThrow({
      where: { userId_kind_cardKey: { userId, kind, cardKey } },
      select: STATE_SELECT,
    });
    const before = stateOfRow(row);
    const seen = await tx.reviewLog.findUnique({
      where: { userId_idempotencyKey: { userId, idempotencyKey: input.idempotencyKey } },
      select: { id: true },
    });
    if (seen) return { ok: true, card: before, duplicate: true } as const;

    const settings = await tx.reviewSettings.findUnique({ where: { userId }, select: { desiredRetention: true } });
    const outcome = gradeCard(before, input.rating, now, settings?.desiredRetention ?? DEFAULT_RETENTION);
    await tx.reviewLog.create({
      data: { userId, kind, cardKey, idempotencyKey: input.idempotencyKey, reviewedAt: new Date(now), ...outcome.log },
    });
    await tx.reviewCard.update({
      where: { userId_kind_cardKey: { userId, kind, cardKey } },
      data: rowOfState(outcome.card),
    });
    await countReviews(
      tx,
      userId,
      [{ reviewedAt: now, rating: input.rating, stateBefore: before.state }],
      input.timeZone,
    );
    await tx.reviewSettings.upsert({
      where: { userId },
      create: { userId, timeZone: input.timeZone },
      update: { timeZone: input.timeZone },
    });
    return { ok: true, card: outcome.card, duplicate: false } as const;
  });
}

export async function saveReviewSettings(userId: string, input: ReviewSettingsInput): Promise<void> {
  await db.reviewSettings.upsert({ where: { userId }, create: { userId, ...input }, update: input });
}

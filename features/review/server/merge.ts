// A guest's reviews, kept on the device, brought into their account on sign-in or sign-up. No card is lost and,
// for a card both have, the later review wins; every review line is kept once (its idempotency key), so sending
// the same history twice (two tabs, a retry) changes nothing.
import 'server-only';

import { db } from '@/lib/db/client';

import { cardId, deckId, type ReviewKind } from '../card-key';
import { cardsInDeck, deckCards } from './deck-cards';
import { laterState } from '../fsrs';
import { countReviews } from './review-days';
import { rowOfState, stateOfRow, STATE_SELECT } from './rows';
import type { GuestMergeInput } from '../schemas';

export interface MergeResult {
  ok: true;
  decks: number;
  cards: number;
  logs: number;
}

type GuestCard = GuestMergeInput['cards'][number];

/** The guest cards that still exist and that this learner may see, each with its deck's level. */
async function validCards(userId: string, cards: readonly GuestCard[]) {
  const byDeck = new Map<string, GuestCard[]>();
  for (const card of cards) {
    const key = deckId({ kind: card.kind, deckKey: card.deckKey });
    byDeck.set(key, [...(byDeck.get(key) ?? []), card]);
  }
  const valid: (GuestCard & { level: number | null })[] = [];
  for (const group of byDeck.values()) {
    const { kind, deckKey } = group[0];
    const found = await cardsInDeck(kind, deckKey, group, userId);
    for (const card of group) {
      const known = found.get(card.cardKey);
      if (known) valid.push({ ...card, level: known.level });
    }
  }
  return valid;
}

export async function mergeGuestReviews(userId: string, input: GuestMergeInput): Promise<MergeResult> {
  const decks: GuestMergeInput['decks'] = [];
  for (const deck of input.decks) if (await deckCards(deck, userId)) decks.push(deck);
  const cards = await validCards(userId, input.cards);

  return db.$transaction(async (tx) => {
    await tx.reviewDeck.createMany({
      data: decks.map((deck) => ({ userId, kind: deck.kind, deckKey: deck.deckKey })),
      skipDuplicates: true,
    });
    let written = 0;
    for (const kind of new Set(cards.map((card) => card.kind))) {
      const ofKind = cards.filter((card) => card.kind === kind);
      const existing = await tx.reviewCard.findMany({
        where: { userId, kind, cardKey: { in: ofKind.map((card) => card.cardKey) } },
        select: { cardKey: true, ...STATE_SELECT },
      });
      const current = new Map(existing.map((row) => [row.cardKey, stateOfRow(row)]));
      for (const card of ofKind) {
        const mine = current.get(card.cardKey);
        if (!mine) {
          await tx.reviewCard.create({
            data: {
              userId,
              kind,
              cardKey: card.cardKey,
              deckKey: card.deckKey,
              level: card.level,
              ...rowOfState(card.state),
            },
          });
          written++;
        } else if (laterState(mine, card.state) !== mine) {
          await tx.reviewCard.update({
            where: { userId_kind_cardKey: { userId, kind, cardKey: card.cardKey } },
            data: rowOfState(card.state),
          });
          written++;
        }
      }
    }

    // History only for cards the account now studies (a deleted set's lines are dropped with it).
    const studied = new Set<string>();
    for (const kind of new Set(input.logs.map((log) => log.kind)) as Set<ReviewKind>) {
      const keys = input.logs.filter((log) => log.kind === kind).map((log) => log.cardKey);
      const rows = await tx.reviewCard.findMany({
        where: { userId, kind, cardKey: { in: [...new Set(keys)] } },
        select: { cardKey: true },
      });
      for (const row of rows) studied.add(cardId({ kind, cardKey: row.cardKey }));
    }
    const logs = input.logs.filter((log) => studied.has(cardId(log)));
    const inserted = await tx.reviewLog.createManyAndReturn({
      data: logs.map((log) => ({ userId, ...log, reviewedAt: new Date(log.reviewedAt) })),
      skipDuplicates: true,
      select: { reviewedAt: true, rating: true, stateBefore: true },
    });
    await countReviews(
      tx,
      userId,
      inserted.map((log) => ({
        reviewedAt: log.reviewedAt.getTime(),
        rating: log.rating as 1 | 2 | 3 | 4,
        stateBefore: log.stateBefore as 0 | 1 | 2 | 3,
      })),
      input.timeZone,
    );
    return { ok: true, decks: decks.length, cards: written, logs: inserted.length } as const;
  });
}

'use client';

/**
 * What the review screen keeps on the device so it works with the network away:
 * - the card contents a guest's screen has been sent (public content: built-in items, public sets' cards), per
 *   locale, so a guest's due cards show offline (their states are on the device already);
 * - the last queue an account read, with its cards' contents, kept for that account only (lib/offline/account.ts:
 *   never read for another account or a guest, cleared at sign-out); grades made on it offline update the copy,
 *   so the session goes on with the states the device computed, until the server's own arrive;
 * - each deck's status ("Study with reviews") as the account last read it, or as a change made offline left it.
 */
import { readAccountCopy, saveAccountCopy } from '@/lib/offline/account';
import { cardId, type CardRef, type DeckRef } from '@/features/review/card-key';
import { STATE_NEW, type CardState } from '@/features/review/fsrs';
import type { ReviewCardContent } from '@/features/review/server/card-content';
import type { DeckStatus, ReviewQueue } from '@/features/review/server/queries';

const CONTENTS_KEY = 'kotonoha-review-contents:';
/** Enough for several sessions of a large deck; the oldest seen go first. */
const CONTENTS_MAX = 1500;

type Contents = Record<string, ReviewCardContent>;

export function storedContents(locale: string): Contents {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(CONTENTS_KEY + locale) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Contents) : {};
  } catch {
    return {};
  }
}

export function storeContents(locale: string, fresh: Contents): void {
  if (Object.keys(fresh).length === 0) return;
  // Re-inserted keys move to the end, so the oldest seen are the first ones cut.
  const kept = storedContents(locale);
  for (const id of Object.keys(fresh)) delete kept[id];
  const all = Object.entries({ ...kept, ...fresh });
  try {
    window.localStorage.setItem(CONTENTS_KEY + locale, JSON.stringify(Object.fromEntries(all.slice(-CONTENTS_MAX))));
  } catch {
    // Storage full: offline, these cards are left out.
  }
}

const queueCopy = (locale: string) => `review-queue-${locale}`;

/** The queue the account just read, kept for reading offline. */
export function keepQueueCopy(userId: string, locale: string, queue: ReviewQueue): void {
  saveAccountCopy(queueCopy(locale), userId, queue);
}

/** The account's last queue as it stands now: the cards due (or new) at `now`, counted again. */
export function queueFromCopy(userId: string, locale: string, now: number): ReviewQueue | null {
  const copy = readAccountCopy<ReviewQueue>(queueCopy(locale), userId);
  if (!copy) return null;
  const cards = copy.cards.filter((card) => card.state.state === STATE_NEW || card.state.due <= now);
  const fresh = cards.filter((card) => card.state.state === STATE_NEW).length;
  return { ...copy, cards, due: cards.length - fresh, fresh };
}

/** A grade made offline moves the card in the copy, so a reload offline does not ask it again. */
export function updateQueueCopy(userId: string, locale: string, card: CardRef, state: CardState): void {
  const copy = readAccountCopy<ReviewQueue>(queueCopy(locale), userId);
  if (!copy) return;
  const id = cardId(card);
  const cards = copy.cards.map((c) => (cardId(c) === id ? { ...c, state } : c));
  saveAccountCopy(queueCopy(locale), userId, { ...copy, cards });
}

const deckCopy = (deck: DeckRef) => `review-deck-${deck.kind}-${deck.deckKey}`;

export function keepDeckCopy(userId: string, deck: DeckRef, status: DeckStatus): void {
  saveAccountCopy(deckCopy(deck), userId, status);
}

export function deckFromCopy(userId: string, deck: DeckRef): DeckStatus | null {
  return readAccountCopy<DeckStatus>(deckCopy(deck), userId);
}

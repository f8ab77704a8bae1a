/**
 * A guest's reviews, kept on the device: the same FSRS states, history and settings an account keeps in the
 * database, as one plain object. Pure (no storage, no React): guest-store.ts reads and writes it, the review
 * screen grades with it, and `mergeBatches` turns it into the account merge's requests on sign-in.
 */
import { cardId, deckId, parseCardId, type CardRef, type DeckRef } from './card-key';
import { dayIn } from './day';
import { DEFAULT_RETENTION, gradeCard, newCardState, STATE_NEW, type CardState, type ReviewRating } from './fsrs';
import type { GuestMergeInput, ReviewSettingsInput } from './schemas';

interface GuestLog {
  kind: CardRef['kind'];
  cardKey: string;
  idempotencyKey: string;
  rating: ReviewRating;
  stateBefore: CardState['state'];
  reviewedAt: number;
  elapsedDays: number;
  scheduledDays: number;
}

export interface GuestReviews {
  decks: DeckRef[];
  /** By card id (card-key.ts). */
  cards: Record<string, { deckKey: string; state: CardState }>;
  /** Newest last; the oldest go past LOG_MAX (the account keeps everything). */
  logs: GuestLog[];
  settings: ReviewSettingsInput;
}

const LOG_MAX = 5000;

const DEFAULT_GUEST_SETTINGS: ReviewSettingsInput = {
  newPerDay: 20,
  desiredRetention: DEFAULT_RETENTION,
  side: 'front',
  typedAnswers: false,
  writeKanji: false,
  listening: false,
};

export function emptyGuestReviews(): GuestReviews {
  return { decks: [], cards: {}, logs: [], settings: DEFAULT_GUEST_SETTINGS };
}

export function hasDeck(data: GuestReviews, deck: DeckRef): boolean {
  return data.decks.some((d) => deckId(d) === deckId(deck));
}

/** Adds a deck's cards (in the given order) as new cards; cards already studied keep their state. */
export function addGuestDeck(
  data: GuestReviews,
  deck: DeckRef,
  cardKeys: readonly string[],
  now: number,
): GuestReviews {
  const cards = { ...data.cards };
  cardKeys.forEach((cardKey, i) => {
    const id = cardId({ kind: deck.kind, cardKey });
    cards[id] ??= { deckKey: deck.deckKey, state: newCardState(now + i) };
  });
  return { ...data, decks: hasDeck(data, deck) ? data.decks : [...data.decks, deck], cards };
}

export function removeGuestDeck(data: GuestReviews, deck: DeckRef): GuestReviews {
  const cards: GuestReviews['cards'] = {};
  for (const [id, card] of Object.entries(data.cards)) {
    if (!(parseCardId(id)?.kind === deck.kind && card.deckKey === deck.deckKey)) cards[id] = card;
  }
  return { ...data, decks: data.decks.filter((d) => deckId(d) !== deckId(deck)), cards };
}

/** Grades a card; a grade whose key is already in the history changes nothing (double click). */
export function gradeGuestCard(
  data: GuestReviews,
  ref: CardRef,
  rating: ReviewRating,
  idempotencyKey: string,
  now: number,
): GuestReviews {
  const id = cardId(ref);
  const card = data.cards[id];
  if (!card || data.logs.some((log) => log.idempotencyKey === idempotencyKey)) return data;
  const outcome = gradeCard(card.state, rating, now, data.settings.desiredRetention);
  const log: GuestLog = { ...ref, idempotencyKey, reviewedAt: now, ...outcome.log };
  return {
    ...data,
    cards: { ...data.cards, [id]: { ...card, state: outcome.card } },
    logs: [...data.logs, log].slice(-LOG_MAX),
  };
}

/** New cards started today (in `timeZone`). */
function newToday(data: GuestReviews, now: number, timeZone: string): number {
  const today = dayIn(now, timeZone);
  return data.logs.filter((log) => log.stateBefore === STATE_NEW && dayIn(log.reviewedAt, timeZone) === today).length;
}

export interface GuestQueue {
  due: number;
  fresh: number;
  /** Due cards most overdue first, then today's new cards in the order they were added. */
  refs: CardRef[];
}

export function guestQueue(data: GuestReviews, now: number, timeZone: string): GuestQueue {
  const due: [string, number][] = [];
  const fresh: [string, number][] = [];
  for (const [id, card] of Object.entries(data.cards)) {
    if (parseCardId(id)?.kind === 'conjugation') continue; // asked by the conjugation quiz
    if (card.state.state === STATE_NEW) fresh.push([id, card.state.due]);
    else if (card.state.due <= now) due.push([id, card.state.due]);
  }
  const byDue = (a: [string, number], b: [string, number]) => a[1] - b[1];
  const left = Math.max(0, data.settings.newPerDay - newToday(data, now, timeZone));
  const today = fresh.sort(byDue).slice(0, left);
  const refs = [...due.sort(byDue), ...today].map(([id]) => parseCardId(id)!);
  return { due: due.length, fresh: today.length, refs };
}

/** The guest's data as merge requests of at most `batch` items each (decks first, then cards, then history). */
export function mergeBatches(data: GuestReviews, timeZone: string, batch: number): GuestMergeInput[] {
  const cards = Object.entries(data.cards).map(([id, card]) => ({ ...parseCardId(id)!, ...card }));
  const batches: GuestMergeInput[] = [];
  const chunks = <T>(items: T[]) =>
    Array.from({ length: Math.ceil(items.length / batch) }, (_, i) => items.slice(i * batch, (i + 1) * batch));
  for (const decks of chunks(data.decks)) batches.push({ decks, cards: [], logs: [], timeZone });
  for (const part of chunks(cards)) batches.push({ decks: [], cards: part, logs: [], timeZone });
  for (const logs of chunks(data.logs)) batches.push({ decks: [], cards: [], logs, timeZone });
  return batches;
}

export function isEmpty(data: GuestReviews): boolean {
  return data.decks.length === 0 && Object.keys(data.cards).length === 0 && data.logs.length === 0;
}

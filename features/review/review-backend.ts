'use client';

/**
 * Where the review screen and the "Study with reviews" button keep a learner's reviews: the account (server
 * actions for writes, GET routes for the reads a screen makes on load) for a signed-in learner, the device
 * (features/review/guest-store.ts) for a guest. On unit and set pages the signed-in hint on <html> picks the first
 * try (guests there cost no request); an answer of "unauthorized" (the session ended) falls back to the device.
 */
import {
  addDeckAction,
  gradeReviewAction,
  guestCardContentsAction,
  removeDeckAction,
  saveReviewSettingsAction,
} from '@/features/review/server/actions';
import { maySignedIn } from '@/lib/auth/signed-in-hint';
import { isOffline, knownAccount } from '@/lib/offline/account';
import { newWriteKey, sendOrKeep } from '@/features/offline/writes';
import { readOwnData } from '@/lib/http/read-own-data';
import type { ReviewCardContent } from '@/features/review/server/card-content';
import { cardId, type CardRef, type DeckRef } from '@/features/review/card-key';
import { browserTimeZone } from '@/features/review/day';
import { gradeCard, type CardState, type ReviewRating } from '@/features/review/fsrs';
import {
  addGuestDeck,
  gradeGuestCard,
  guestQueue,
  hasDeck,
  removeGuestDeck,
  type GuestReviews,
} from '@/features/review/guest-reviews';
import { loadGuestReviews, saveGuestReviews } from '@/features/review/guest-store';
import type { DeckStatus, ReviewQueue } from '@/features/review/server/queries';
import type { GradeInput, ReviewSettingsInput } from '@/features/review/schemas';
import {
  deckFromCopy,
  keepDeckCopy,
  keepQueueCopy,
  queueFromCopy,
  storeContents,
  storedContents,
  updateQueueCopy,
} from '@/features/review/offline-copies';

export interface SessionCard extends CardRef {
  state: CardState;
  content: ReviewCardContent;
}

export interface LoadedQueue {
  mode: 'account' | 'guest';
  cards: SessionCard[];
  due: number;
  fresh: number;
  settings: ReviewSettingsInput;
  /** The next time a card is due after these (epoch ms), when known. */
  studying: boolean;
}

export function looksSignedIn(): boolean {
  return document.documentElement.hasAttribute('data-signed-in');
}

const GUEST_PAGE = 50;
/** What guestCardContentsAction takes at once (a custom set's 100 cards). */
const GUEST_CONTENTS_PER_REQUEST = 100;

function updateGuest(change: (data: GuestReviews) => GuestReviews): GuestReviews {
  const next = change(loadGuestReviews());
  saveGuestReviews(next);
  return next;
}

/**
 * The card contents of a guest's page: asked of the server (public content, nothing private), kept on the device
 * as they come; offline, the ones kept answer (a card the device never showed is left out until it can be read).
 */
async function guestContents(refs: CardRef[], locale: string): Promise<Record<string, ReviewCardContent>> {
  if (refs.length === 0) return {};
  const stored = storedContents(locale);
  if (isOffline()) return stored;
  const answer = await guestCardContentsAction(refs).catch(() => null);
  if (!answer) return stored;
  if (!answer.ok) throw new Error(answer.error);
  storeContents(locale, answer.contents);
  return answer.contents;
}

/**
 * A guest's unit or set opened on a device that works offline (a service worker controls the page): its cards'
 * contents are kept ahead of time, so the deck added later with the network away still shows its cards in the
 * review. Only what the device lacks is asked for, so a second visit costs no request.
 */
export async function keepDeckContents(deck: DeckRef, cardKeys: readonly string[], locale: string): Promise<void> {
  const stored = storedContents(locale);
  const refs = cardKeys.map((cardKey) => ({ kind: deck.kind, cardKey })).filter((ref) => !stored[cardId(ref)]);
  if (refs.length === 0 || isOffline()) return;
  const answer = await guestCardContentsAction(refs.slice(0, GUEST_CONTENTS_PER_REQUEST));
  if (answer.ok) storeContents(locale, answer.contents);
}

async function guestQueueWithContent(locale: string): Promise<LoadedQueue> {
  const data = loadGuestReviews();
  const queue = guestQueue(data, Date.now(), browserTimeZone());
  const refs = queue.refs.slice(0, GUEST_PAGE);
  const contents = await guestContents(refs, locale);
  const cards: SessionCard[] = [];
  for (const ref of refs) {
    const content = contents[cardId(ref)];
    if (content) cards.push({ ...ref, state: data.cards[cardId(ref)].state, content });
  }
  return {
    mode: 'guest',
    cards,
    due: queue.due,
    fresh: queue.fresh,
    settings: data.settings,
    studying: Object.keys(data.cards).length > 0,
  };
}

/**
 * The review screen asks the account whenever a session may be there: right after signing in the hint on <html>
 * may not be there yet (the header sets it once it has read the session), and showing a signed-in learner the
 * device's queue would hide their reviews. A guest is not asked for a 401.
 */
export async function loadQueue(locale: string): Promise<LoadedQueue> {
  const account = knownAccount();
  const signedIn = isOffline() ? account !== null : await maySignedIn();
  // The session cannot be read (offline): the account this device was last signed in to, else a guest.
  if (signedIn === null) return account ? accountQueueOffline(account, locale) : guestQueueWithContent(locale);
  if (!signedIn) return guestQueueWithContent(locale);
  let answer: ReviewQueue | 'unauthorized';
  try {
    if (isOffline()) throw new Error('offline');
    answer = await readOwnData<ReviewQueue>('/api/review/queue', { locale });
  } catch (error) {
    if (account) return accountQueueOffline(account, locale);
    throw error;
  }
  if (answer === 'unauthorized') return guestQueueWithContent(locale);
  if (account) keepQueueCopy(account, locale, answer);
  return { mode: 'account', ...answer };
}

/** The account's last queue kept on this device (for this account only), when the server cannot be reached. */
function accountQueueOffline(account: string, locale: string): LoadedQueue {
  const copy = queueFromCopy(account, locale, Date.now());
  if (!copy) throw new Error('offline, and no queue kept for this account');
  return { mode: 'account', ...copy };
}

/** What an offline grade needs to be computed on the device: the card's state before it, and the retention. */
export interface LocalGrade {
  before: CardState;
  retention: number;
  /** The locale of the queue copy to update (the review screen's); none for the conjugation quiz. */
  locale?: string;
}

/**
 * Saves a grade; the same key sent again (a retry, the outbox) is saved once. Returns the card's new state. An
 * account's grade the network cannot take waits in the outbox (features/offline) and is computed here meanwhile,
 * with the same FSRS code as a guest's; the server grades it again at its own time when it arrives.
 */
export async function saveGrade(
  mode: LoadedQueue['mode'],
  card: CardRef,
  rating: ReviewRating,
  idempotencyKey: string,
  local?: LocalGrade,
): Promise<CardState | null> {
  if (mode === 'guest') {
    const data = updateGuest((d) => gradeGuestCard(d, card, rating, idempotencyKey, Date.now()));
    return data.cards[cardId(card)]?.state ?? null;
  }
  const request = {
    card: { kind: card.kind, cardKey: card.cardKey },
    rating,
    idempotencyKey,
    timeZone: browserTimeZone(),
  };
  const answer = await sendOrKeep({ kind: 'grade', payload: request }, () => sendGrade(request));
  if (answer !== 'queued') return answer;
  if (!local) return null;
  const state = gradeCard(local.before, rating, Date.now(), local.retention).card;
  const account = knownAccount();
  if (account && local.locale) updateQueueCopy(account, local.locale, card, state);
  return state;
}

async function sendGrade(request: GradeInput): Promise<CardState | null> {
  let lastError: unknown;
  // A lost answer is retried with the same key: the server saves the review once however often it arrives.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const answer = await gradeReviewAction(request);
      if (answer.ok) return answer.card;
      if (answer.error === 'notFound') return null;
      lastError = new Error(answer.error);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
  }
  throw lastError;
}

export async function saveSettings(mode: LoadedQueue['mode'], settings: ReviewSettingsInput): Promise<boolean> {
  if (mode === 'guest') {
    updateGuest((d) => ({ ...d, settings }));
    return true;
  }
  const answer = await saveReviewSettingsAction(settings);
  return answer.ok;
}

export interface DeckState {
  mode: 'account' | 'guest';
  inStudies: boolean;
  cards: number;
  due: number;
}

function guestDeckState(deck: DeckRef): DeckState {
  const data = loadGuestReviews();
  const now = Date.now();
  const cards = Object.entries(data.cards).filter(
    ([id, c]) => id.startsWith(`${deck.kind}\u0000`) && c.deckKey === deck.deckKey,
  );
  const due = cards.filter(([, c]) => c.state.state !== 0 && c.state.due <= now).length;
  return { mode: 'guest', inStudies: hasDeck(data, deck), cards: cards.length, due };
}

export async function loadDeckState(deck: DeckRef): Promise<DeckState> {
  if (looksSignedIn()) {
    const account = knownAccount();
    try {
      const answer = await readOwnData<DeckStatus>('/api/review/deck', { kind: deck.kind, deckKey: deck.deckKey });
      if (answer !== 'unauthorized') {
        if (account) keepDeckCopy(account, deck, answer);
        return { mode: 'account', ...answer };
      }
    } catch (error) {
      // Offline: what the account's deck was when last read here (or changed here since), for that account only.
      const copy = account ? deckFromCopy(account, deck) : null;
      if (copy) return { mode: 'account', ...copy };
      if (!account || !isOffline()) throw error;
      return { mode: 'account', inStudies: false, cards: 0, due: 0 };
    }
  }
  return guestDeckState(deck);
}

/**
 * Adds a deck; answers how many cards were new to the studies, or 'queued' when an account's request waits in the
 * outbox for the network (adding twice adds nothing, so it is safe to send later).
 */
export async function addDeck(
  mode: DeckState['mode'],
  deck: DeckRef,
  cardKeys: readonly string[],
): Promise<number | 'queued'> {
  if (mode === 'guest') {
    const before = Object.keys(loadGuestReviews().cards).length;
    const after = Object.keys(updateGuest((d) => addGuestDeck(d, deck, cardKeys, Date.now())).cards).length;
    return after - before;
  }
  const payload = { kind: deck.kind, deckKey: deck.deckKey, idempotencyKey: newWriteKey() };
  const answer = await sendOrKeep({ kind: 'addDeck', payload }, () => addDeckAction(deck));
  if (answer === 'queued') {
    changeDeckCopy(deck, { inStudies: true, cards: cardKeys.length, due: 0 });
    return 'queued';
  }
  if (!answer.ok) throw new Error(answer.error);
  return answer.added;
}

export async function removeDeck(mode: DeckState['mode'], deck: DeckRef): Promise<'done' | 'queued'> {
  if (mode === 'guest') {
    updateGuest((d) => removeGuestDeck(d, deck));
    return 'done';
  }
  const payload = { kind: deck.kind, deckKey: deck.deckKey, idempotencyKey: newWriteKey() };
  const answer = await sendOrKeep({ kind: 'removeDeck', payload }, () => removeDeckAction(deck));
  if (answer === 'queued') {
    changeDeckCopy(deck, { inStudies: false, cards: 0, due: 0 });
    return 'queued';
  }
  if (!answer.ok) throw new Error(answer.error);
  return 'done';
}

function changeDeckCopy(deck: DeckRef, status: DeckStatus): void {
  const account = knownAccount();
  if (account) keepDeckCopy(account, deck, status);
}

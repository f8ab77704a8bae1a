'use client';

/**
 * Where the quiz keeps the schedule of its (word, form) pairs: the account for a signed-in learner (read through
 * GET /api/conjugation/pairs, graded with gradeReviewAction, which saves a grade once per idempotency key), the
 * device for a guest (the review guest store, merged into the account on sign-in like every other review).
 * Loaded on demand by the quiz: ts-fsrs and the actions stay out of the page's first load.
 */
import { saveGrade as saveReviewGrade } from '@/features/review/review-backend';
import { parseCardId } from '@/features/review/card-key';
import { DEFAULT_RETENTION, newCardState, type CardState, type ReviewRating } from '@/features/review/fsrs';
import { isOffline, knownAccount } from '@/lib/offline/account';
import { addGuestDeck } from '@/features/review/guest-reviews';
import { loadGuestReviews, saveGuestReviews } from '@/features/review/guest-store';
import type { QuizKind } from '@/features/conjugation/quiz/settings';

export type ScheduleMode = 'account' | 'guest';

export interface LoadedSchedule {
  mode: ScheduleMode;
  states: Map<string, CardState>;
}

function guestStates(kind: QuizKind): Map<string, CardState> {
  const states = new Map<string, CardState>();
  for (const [id, card] of Object.entries(loadGuestReviews().cards)) {
    const ref = parseCardId(id);
    if (ref?.kind === 'conjugation' && card.deckKey === kind) states.set(ref.cardKey, card.state);
  }
  return states;
}

export async function loadSchedule(kind: QuizKind): Promise<LoadedSchedule> {
  // Offline: an account's pairs start from nothing known (grades wait in the outbox); a guest's are on the device.
  if (isOffline())
    return knownAccount() ? { mode: 'account', states: new Map() } : { mode: 'guest', states: guestStates(kind) };
  const response = await fetch(`/api/conjugation/pairs?deck=${kind}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`pairs: ${response.status}`);
  const body = (await response.json()) as { account: boolean; cards: [string, CardState][] };
  return body.account ? { mode: 'account', states: new Map(body.cards) } : { mode: 'guest', states: guestStates(kind) };
}

/**
 * Saves one grade of a pair and returns its new state (null: the server knows no such pair). A guest's pair
 * becomes a card on its first grade, as the server does for an account.
 */
export async function saveGrade(
  mode: ScheduleMode,
  kind: QuizKind,
  cardKey: string,
  rating: ReviewRating,
  idempotencyKey: string,
  before?: CardState,
): Promise<CardState | null> {
  if (mode === 'guest') {
    saveGuestReviews(addGuestDeck(loadGuestReviews(), { kind: 'conjugation', deckKey: kind }, [cardKey], Date.now()));
  }
  // Computed here when offline (the outbox sends it later), from what the quiz knows of the pair.
  const local = { before: before ?? newCardState(Date.now()), retention: DEFAULT_RETENTION };
  return saveReviewGrade(mode, { kind: 'conjugation', cardKey }, rating, idempotencyKey, local);
}

/**
 * The scheduler: a thin layer over ts-fsrs (the reference FSRS implementation), which does all the arithmetic.
 * Pure and client-safe: the server grades signed-in learners' cards with it and the browser grades guests'
 * cards and shows the next interval on each grade button, with the same parameters.
 *
 * A card's state is kept in our own plain shape (`CardState`, dates as epoch milliseconds) so it travels as
 * JSON (server actions, local storage) and maps one-to-one onto the database row.
 */
import { createEmptyCard, fsrs, Rating, State, type Card, type FSRS, type Grade } from 'ts-fsrs';

export type ReviewRating = 1 | 2 | 3 | 4;
/** Again, Hard, Good, Easy: what the grade buttons and keys 1–4 give. */
export const RATINGS: readonly ReviewRating[] = [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy];

/** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
export type ReviewState = 0 | 1 | 2 | 3;
export const STATE_NEW: ReviewState = State.New;
export const STATE_REVIEW: ReviewState = State.Review;

export interface CardState {
  /** Epoch ms. */
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: ReviewState;
  /** Epoch ms; null before the first review. */
  lastReview: number | null;
}

/** What one grade did: the card after it and the log line (ReviewLog's columns). */
export interface GradeOutcome {
  card: CardState;
  log: { rating: ReviewRating; stateBefore: ReviewState; elapsedDays: number; scheduledDays: number };
}

export const DEFAULT_RETENTION = 0.9;
export const RETENTION_MIN = 0.7;
export const RETENTION_MAX = 0.97;
/** Longest interval: about 100 years, ts-fsrs's default too. */
const MAXIMUM_INTERVAL = 36_500;

const schedulers = new Map<number, FSRS>();

/**
 * The scheduler for a desired retention. Fuzz is off so that the interval shown on a button is the one the
 * grade gives, and the server and a guest's browser agree to the day.
 */
function scheduler(retention: number): FSRS {
  const r = Math.min(RETENTION_MAX, Math.max(RETENTION_MIN, retention));
  let found = schedulers.get(r);
  if (!found) {
    found = fsrs({ request_retention: r, maximum_interval: MAXIMUM_INTERVAL, enable_fuzz: false });
    schedulers.set(r, found);
  }
  return found;
}

function toCard(state: CardState): Card {
  return {
    due: new Date(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: state.elapsedDays,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: state.state as State,
    last_review: state.lastReview === null ? undefined : new Date(state.lastReview),
  };
}

function fromCard(card: Card): CardState {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as ReviewState,
    lastReview: card.last_review ? card.last_review.getTime() : null,
  };
}

/** A card never reviewed, due at `now` (new cards are ordered by this time, see the README). */
export function newCardState(now: number): CardState {
  return fromCard(createEmptyCard(new Date(now)));
}

/** Grades a card at `now`. */
export function gradeCard(state: CardState, rating: ReviewRating, now: number, retention: number): GradeOutcome {
  const { card, log } = scheduler(retention).next(toCard(state), new Date(now), rating as Grade);
  return {
    card: fromCard(card),
    log: {
      rating,
      stateBefore: state.state,
      elapsedDays: log.elapsed_days,
      scheduledDays: card.scheduled_days,
    },
  };
}

/** When each grade would bring the card back (epoch ms), for the labels on the grade buttons. */
export function previewDue(state: CardState, now: number, retention: number): Record<ReviewRating, number> {
  const preview = scheduler(retention).repeat(toCard(state), new Date(now));
  return {
    1: preview[Rating.Again].card.due.getTime(),
    2: preview[Rating.Hard].card.due.getTime(),
    3: preview[Rating.Good].card.due.getTime(),
    4: preview[Rating.Easy].card.due.getTime(),
  };
}

/** A learner "knows" a card once FSRS gives it three weeks or more (Anki calls such cards mature). */
export const KNOWN_AFTER_DAYS = 21;

export type Mastery = 'new' | 'learning' | 'known';

export function masteryOf(state: Pick<CardState, 'state' | 'scheduledDays'>): Mastery {
  if (state.state === STATE_NEW) return 'new';
  return state.state === STATE_REVIEW && state.scheduledDays >= KNOWN_AFTER_DAYS ? 'known' : 'learning';
}

/** Of two states of the same card, the one reviewed later (a never-reviewed card loses to any review). */
export function laterState(a: CardState, b: CardState): CardState {
  return (b.lastReview ?? -1) > (a.lastReview ?? -1) ? b : a;
}

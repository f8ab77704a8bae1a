// Reads of the review schedule, each scoped to one learner. The queue and the counts are index-only scans of
// ReviewCard_queue_idx (userId, isNew, due, kind, cardKey): see features/review/README.md.
import 'server-only';

import { db } from '@/lib/db/client';

import { cardContents, type ReviewCardContent } from './card-content';
import { cardId, type CardRef, type DeckRef } from '../card-key';
import { dayIn } from '../day';
import { DEFAULT_RETENTION, type CardState } from '../fsrs';
import { stateOfRow, STATE_SELECT } from './rows';
import type { ReviewSettingsInput } from '../schemas';

export type ReviewSettingsView = ReviewSettingsInput & { timeZone: string };

const DEFAULT_SETTINGS: ReviewSettingsView = {
  newPerDay: 20,
  desiredRetention: DEFAULT_RETENTION,
  side: 'front',
  typedAnswers: false,
  writeKanji: false,
  listening: false,
  timeZone: 'UTC',
};

export async function reviewSettings(userId: string): Promise<ReviewSettingsView> {
  const row = await db.reviewSettings.findUnique({
    where: { userId },
    select: {
      newPerDay: true,
      desiredRetention: true,
      side: true,
      typedAnswers: true,
      writeKanji: true,
      listening: true,
      timeZone: true,
    },
  });
  return row ?? DEFAULT_SETTINGS;
}

// Conjugation pairs are reviewed in the conjugation quiz, which has the engine to ask them.
const REVIEWED_HERE = { not: 'conjugation' } as const;

/** How many new cards the learner may still start today. */
async function newCardsLeftToday(userId: string, settings: ReviewSettingsView, now: number): Promise<number> {
  const today = await db.reviewDay.findUnique({
    where: { userId_day: { userId, day: new Date(`${dayIn(now, settings.timeZone)}T00:00:00Z`) } },
    select: { newCards: true },
  });
  return Math.max(0, settings.newPerDay - (today?.newCards ?? 0));
}

/**
 * How many new cards there are, up to `limit`: the first ones in the queue index's order. (Prisma's count with
 * `take` orders by the primary key, which reads the table row by row instead of the index alone.)
 */
async function newCardsUpTo(userId: string, limit: number): Promise<number> {
  const first = await db.reviewCard.findMany({
    where: { userId, isNew: true, kind: REVIEWED_HERE },
    orderBy: { due: 'asc' },
    take: limit,
    select: { due: true },
  });
  return first.length;
}

export interface DueSummary {
  /** Cards due now. */
  due: number;
  /** New cards the learner may start today. */
  fresh: number;
  /** Whether the learner studies anything at all. */
  studying: boolean;
}

/** The header's and the home page's count: what the review screen would show now. */
export async function dueSummary(userId: string, now: number): Promise<DueSummary> {
  const settings = await reviewSettings(userId);
  const left = await newCardsLeftToday(userId, settings, now);
  const [due, fresh, any] = await Promise.all([
    db.reviewCard.count({ where: { userId, isNew: false, due: { lte: new Date(now) }, kind: REVIEWED_HERE } }),
    left === 0 ? 0 : newCardsUpTo(userId, left),
    // Conjugation pairs alone are studied in the quiz: nothing to count on the review screen.
    db.reviewCard.findFirst({ where: { userId, kind: REVIEWED_HERE }, select: { kind: true } }),
  ]);
  return { due, fresh, studying: any !== null };
}

interface QueueCard extends CardRef {
  state: CardState;
  content: ReviewCardContent;
}

export interface ReviewQueue extends DueSummary {
  cards: QueueCard[];
  settings: ReviewSettingsView;
}

const QUEUE_PAGE = 50;

/**
 * The next cards to review: due ones most overdue first, then new ones in the order they were added, up to
 * what is left of today's new-card limit. A page at a time; the screen asks again as it runs low.
 */
export async function reviewQueue(userId: string, now: number, locale: string): Promise<ReviewQueue> {
  const settings = await reviewSettings(userId);
  const summary = await dueSummary(userId, now);
  const dueKeys = await db.reviewCard.findMany({
    where: { userId, isNew: false, due: { lte: new Date(now) }, kind: REVIEWED_HERE },
    orderBy: { due: 'asc' },
    take: QUEUE_PAGE,
    select: { kind: true, cardKey: true },
  });
  const newTake = Math.min(summary.fresh, QUEUE_PAGE - dueKeys.length);
  const newKeys =
    newTake > 0
      ? await db.reviewCard.findMany({
          where: { userId, isNew: true, kind: REVIEWED_HERE },
          orderBy: { due: 'asc' },
          take: newTake,
          select: { kind: true, cardKey: true },
        })
      : [];
  const keys = [...dueKeys, ...newKeys];
  const [rows, contents] = await Promise.all([
    db.reviewCard.findMany({
      where: { userId, OR: keys.map((key) => ({ kind: key.kind, cardKey: key.cardKey })) },
      select: { kind: true, cardKey: true, ...STATE_SELECT },
    }),
    cardContents(keys, userId, locale),
  ]);
  const states = new Map(rows.map((row) => [cardId(row), stateOfRow(row)]));
  const cards: QueueCard[] = [];
  for (const key of keys) {
    const state = states.get(cardId(key));
    const content = contents.get(cardId(key));
    if (state && content) cards.push({ kind: key.kind, cardKey: key.cardKey, state, content });
  }
  return { ...summary, cards, settings };
}

export interface DeckStatus {
  inStudies: boolean;
  /** Cards of the deck in the studies, and how many of them are due now. */
  cards: number;
  due: number;
}

export async function deckStatus(userId: string, deck: DeckRef, now: number): Promise<DeckStatus> {
  const where = { userId, kind: deck.kind, deckKey: deck.deckKey };
  const [added, cards, due] = await Promise.all([
    db.reviewDeck.findUnique({ where: { userId_kind_deckKey: where }, select: { addedAt: true } }),
    db.reviewCard.count({ where }),
    db.reviewCard.count({ where: { ...where, isNew: false, due: { lte: new Date(now) } } }),
  ]);
  return { inStudies: added !== null, cards, due };
}

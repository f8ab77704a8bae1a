/**
 * A guest's progress page from what the device keeps: the reviews (features/review/guest-reviews.ts), the tests
 * finished as a guest (features/exam/guest-results.ts) and the flash-card marks. Gives the same rows the server
 * reads for an account, so both pages are drawn by the same functions (progress.ts) and components. Pure.
 */
import { parseBuiltinDeckKey, parseCardId } from '@/features/review/card-key';
import { addDays, dayIn } from '@/features/review/day';
import { countReviewDays } from '@/features/review/day-counts';
import { masteryOf, STATE_NEW } from '@/features/review/fsrs';
import type { GuestReviews } from '@/features/review/guest-reviews';
import type { GuestResult } from '@/features/exam/guest-results';
import type { MarkedUnitCounts } from '@/features/flash-cards/progress-store';

import { groupAttempts, type DayRow, type LevelRow, type UnitAttempts } from './progress';

export interface GuestProgressInput {
  reviews: GuestReviews;
  /** Oldest first, as the device keeps them. */
  results: readonly GuestResult[];
  marked: readonly MarkedUnitCounts[];
  now: number;
  timeZone: string;
}

export interface GuestProgressData {
  studying: boolean;
  today: string;
  levels: LevelRow[];
  days: DayRow[];
  forecast: number[];
  units: UnitAttempts[];
  marked: MarkedUnitCounts[];
}

/** Learning and known cards per kind and JLPT level: the level is the one of the unit the card was added from. */
export function guestLevelRows(reviews: GuestReviews): LevelRow[] {
  const rows = new Map<string, LevelRow>();
  for (const [id, card] of Object.entries(reviews.cards)) {
    const kind = parseCardId(id)?.kind;
    const unit = parseBuiltinDeckKey(card.deckKey);
    if ((kind !== 'kanji' && kind !== 'vocabulary') || !unit) continue;
    const mastery = masteryOf(card.state);
    if (mastery === 'new') continue;
    const level = Number(unit.set.slice(1));
    const key = `${kind}/${level}`;
    const row = rows.get(key) ?? { kind, level, learning: 0, known: 0 };
    row[mastery] += 1;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** The day rows of the grades kept on the device, in the guest's zone. */
export function guestDayRows(reviews: GuestReviews, timeZone: string): DayRow[] {
  return [...countReviewDays(reviews.logs, timeZone)].map(([day, c]) => ({
    day,
    reviews: c.reviews,
    recalls: c.recalls,
    recalled: c.recalled,
  }));
}

/**
 * Cards coming due on each of the next `days` days (today first, overdue included), as the account's forecast:
 * new cards and conjugation pairs are left out.
 */
export function guestForecast(reviews: GuestReviews, now: number, timeZone: string, days = 14): number[] {
  const today = dayIn(now, timeZone);
  const last = addDays(today, days - 1);
  const counts = Array.from({ length: days }, () => 0);
  for (const [id, card] of Object.entries(reviews.cards)) {
    if (card.state.state === STATE_NEW || parseCardId(id)?.kind === 'conjugation') continue;
    const day = dayIn(card.state.due, timeZone);
    if (day > last) continue;
    const index = day <= today ? 0 : Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
    counts[index] += 1;
  }
  return counts;
}

/** The tests finished on the device, grouped by unit or set like an account's (custom sets by the name kept). */
export function guestUnitAttempts(results: readonly GuestResult[]): UnitAttempts[] {
  const newestFirst = [...results].reverse();
  const names = new Map(newestFirst.map((r) => [`${r.source}/${r.setKey}/${r.unitKey}`, r.name ?? null]));
  return groupAttempts(newestFirst.map((r) => ({ ...r, createdAt: new Date(r.at) }))).map((unit) =>
    unit.source === 'custom' ? { ...unit, name: names.get(`custom/${unit.setKey}/${unit.unitKey}`) ?? null } : unit,
  );
}

export function guestProgress({ reviews, results, marked, now, timeZone }: GuestProgressInput): GuestProgressData {
  return {
    studying: Object.keys(reviews.cards).length > 0 || marked.length > 0,
    today: dayIn(now, timeZone),
    levels: guestLevelRows(reviews),
    days: guestDayRows(reviews, timeZone),
    forecast: guestForecast(reviews, now, timeZone),
    units: guestUnitAttempts(results).filter((unit) => unit.source !== 'custom' || unit.name !== null),
    marked: [...marked],
  };
}

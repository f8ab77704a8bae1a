// The progress page's reads: each an index-only scan (levels, forecast) or at most a year of day rows, so the
// page stays fast for a learner with 100,000 cards (bench: scripts/bench/review-queries.ts).
import 'server-only';

import { db } from '@/lib/db/client';

import { addDays, dayIn } from '@/features/review/day';
import { KNOWN_AFTER_DAYS } from '@/features/review/fsrs';
import { groupAttempts, type DayRow, type LevelRow, type UnitAttempts } from '../progress';

/**
 * Cards being learned and known per kind and JLPT level (new = the level's size minus both). At most one row per
 * built-in word and kanji is read, however many custom cards the learner has. Grouped by the enum column itself
 * (cast once per group, not per row).
 */
export function levelRows(userId: string): Promise<LevelRow[]> {
  return db.$queryRaw<LevelRow[]>`
    SELECT "kind"::text AS "kind", "level",
      (count(*) FILTER (WHERE "state" <> 0 AND NOT ("state" = 2 AND "scheduledDays" >= ${KNOWN_AFTER_DAYS})))::int AS "learning",
      (count(*) FILTER (WHERE "state" = 2 AND "scheduledDays" >= ${KNOWN_AFTER_DAYS}))::int AS "known"
    FROM "ReviewCard"
    WHERE "userId" = ${userId} AND "kind" IN ('kanji', 'vocabulary') AND "level" IS NOT NULL
    GROUP BY "ReviewCard"."kind", "level"`;
}

/** Whether the learner has anything in their studies (the first row of their primary-key range). */
export async function hasCards(userId: string): Promise<boolean> {
  return (await db.reviewCard.findFirst({ where: { userId }, select: { kind: true } })) !== null;
}

/** The learner's day rows from `from` ("2025-11-28") on. */
export async function dayRows(userId: string, from: string): Promise<DayRow[]> {
  const rows = await db.reviewDay.findMany({
    where: { userId, day: { gte: new Date(`${from}T00:00:00Z`) } },
    select: { day: true, reviews: true, recalls: true, recalled: true },
  });
  return rows.map((row) => ({ ...row, day: row.day.toISOString().slice(0, 10) }));
}

/**
 * Cards coming due on each of the next `days` days in the learner's zone; cards already overdue count for today.
 * The day boundaries are worked out here, so the database only sorts each card's due time into a bucket
 * (width_bucket) rather than converting every one to the learner's zone. Conjugation pairs are left out like on
 * the review screen.
 */
export async function dueForecast(userId: string, now: number, timeZone: string, days = 14): Promise<number[]> {
  const boundaries = dayBoundaries(now, timeZone, days);
  const rows = await db.$queryRaw<{ bucket: number; cards: number }[]>`
    SELECT width_bucket("due", ${boundaries}::timestamp[]) AS "bucket", count(*)::int AS "cards"
    FROM "ReviewCard"
    WHERE "userId" = ${userId} AND "isNew" = false AND "kind" <> 'conjugation' AND "due" < ${boundaries[days - 1]}
    GROUP BY 1`;
  // width_bucket gives 0 before boundaries[0] (today, overdue included) and i from boundaries[i - 1] on.
  const counts = Array.from({ length: days }, () => 0);
  for (const row of rows) counts[row.bucket] += row.cards;
  return counts;
}

/**
 * The UTC instants at which each of the next `days` days begins in `timeZone`, tomorrow first: a card due before
 * boundaries[0] is due today (or overdue), one from boundaries[i - 1] to boundaries[i] on day i.
 */
function dayBoundaries(now: number, timeZone: string, days: number): Date[] {
  const today = dayIn(now, timeZone);
  const starts: Date[] = [];
  // The first instant of each local day, found from local noon minus the zone's offset then (handles DST).
  for (let i = 1; i <= days; i++) {
    const day = addDays(today, i);
    const noonUtc = Date.parse(`${day}T12:00:00Z`);
    const local = new Date(noonUtc).toLocaleString('en-US', { timeZone, hour12: false });
    const offset = Date.parse(`${local} UTC`) - noonUtc;
    starts.push(new Date(Date.parse(`${day}T00:00:00Z`) - offset));
  }
  return starts;
}

const ATTEMPTS_READ = 2000;

/** Every unit or set the learner has tested, with the best score, the last attempt and the history. */
export async function unitAttempts(userId: string): Promise<UnitAttempts[]> {
  const rows = await db.testResult.findMany({
    where: { userId, answered: { gt: 0 } },
    orderBy: { createdAt: 'desc' },
    take: ATTEMPTS_READ,
    select: {
      source: true,
      setKey: true,
      unitKey: true,
      testKind: true,
      correct: true,
      answered: true,
      createdAt: true,
    },
  });
  const units = groupAttempts(rows);
  const customIds = units.filter((u) => u.source === 'custom').map((u) => u.setKey);
  const sets = customIds.length
    ? await db.flashCardSet.findMany({
        where: { id: { in: customIds }, OR: [{ ownerId: userId }, { visibility: 'everyone' }] },
        select: { id: true, name: true },
      })
    : [];
  const names = new Map(sets.map((set) => [set.id, set.name]));
  return units
    .map((unit) => (unit.source === 'custom' ? { ...unit, name: names.get(unit.setKey) ?? null } : unit))
    .filter((unit) => unit.source !== 'custom' || unit.name !== null);
}

/** A year back from today, for the heatmap. */
export function yearStart(today: string): string {
  return addDays(today, -371);
}

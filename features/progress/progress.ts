/**
 * The progress page's numbers from its rows: the streak, the year's heatmap weeks, retention by day, a level's
 * new / learning / known split and each unit's attempts. Pure (no I/O) and client-safe: the server computes an
 * account's page with it from the database's rows, the browser a guest's from the device's (guest-progress.ts).
 */
import { addDays } from '@/features/review/day';

export interface DayRow {
  day: string;
  reviews: number;
  recalls: number;
  recalled: number;
}

/**
 * Days in a row with at least one review, ending today; a streak that ended yesterday still counts until today
 * is over (the learner may not have reviewed yet today).
 */
export function streak(days: readonly DayRow[], today: string): number {
  const active = new Set(days.filter((d) => d.reviews > 0).map((d) => d.day));
  let day = active.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (active.has(day)) {
    count++;
    day = addDays(day, -1);
  }
  return count;
}

export interface HeatCell {
  day: string;
  reviews: number;
  /** 0 (none) … 4 (the busiest days). */
  level: 0 | 1 | 2 | 3 | 4;
}

/**
 * The past year as weeks (columns) of seven days (Monday first), ending with the week of `today`; days after
 * today are left out. Levels are quartiles of the busiest day, so a light learner's calendar still shows contrast.
 */
export function heatmapWeeks(days: readonly DayRow[], today: string, weeks = 53): (HeatCell | null)[][] {
  const counts = new Map(days.map((d) => [d.day, d.reviews]));
  const max = Math.max(0, ...counts.values());
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const start = addDays(today, -weekday - (weeks - 1) * 7);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const day = addDays(start, w * 7 + d);
      if (day > today) return null;
      const reviews = counts.get(day) ?? 0;
      const level = reviews === 0 || max === 0 ? 0 : (Math.min(4, Math.ceil((reviews / max) * 4)) as 1 | 2 | 3 | 4);
      return { day, reviews, level };
    }),
  );
}

/** Retention per day over the last `span` days (null: no real recall that day) and over the whole span. */
export function retention(days: readonly DayRow[], today: string, span = 30) {
  const byDay = new Map(days.map((d) => [d.day, d]));
  let recalls = 0;
  let recalled = 0;
  const series = Array.from({ length: span }, (_, i) => {
    const day = addDays(today, i - span + 1);
    const row = byDay.get(day);
    recalls += row?.recalls ?? 0;
    recalled += row?.recalled ?? 0;
    return { day, rate: row && row.recalls > 0 ? row.recalled / row.recalls : null };
  });
  return { series, overall: recalls > 0 ? recalled / recalls : null, recalls };
}

interface LevelSplit {
  total: number;
  learning: number;
  known: number;
  /** Not yet studied, or added but never reviewed. */
  fresh: number;
}

function levelSplit(total: number, learning: number, known: number): LevelSplit {
  return { total, learning, known, fresh: Math.max(0, total - learning - known) };
}

/** Cards being learned and known of one kind and JLPT level. */
export interface LevelRow {
  kind: 'kanji' | 'vocabulary';
  level: number;
  learning: number;
  known: number;
}

/** A built-in set's size: the whole of a level bar. */
export interface LevelSize {
  /** "n5". */
  id: string;
  level: number;
  itemCount: number;
}

export interface LevelBar extends LevelSplit {
  /** "N5". */
  level: string;
}

/** One bar per set (N5 first, as given), split by the learner's rows of that kind. */
export function levelBars(kind: LevelRow['kind'], sets: readonly LevelSize[], rows: readonly LevelRow[]): LevelBar[] {
  return sets.map((set) => {
    const row = rows.find((r) => r.kind === kind && r.level === set.level);
    return { level: set.id.toUpperCase(), ...levelSplit(set.itemCount, row?.learning ?? 0, row?.known ?? 0) };
  });
}

interface Attempt {
  testKind: 'written' | 'multipleChoice';
  percent: number;
  at: Date;
}

export interface UnitAttempts {
  source: 'kanji' | 'vocabulary' | 'custom';
  setKey: string;
  unitKey: string;
  /** Custom sets: the name, when the set still exists and the learner may see it. */
  name: string | null;
  best: number;
  last: Date;
  /** Oldest first. */
  attempts: Attempt[];
}

/** One finished test, as an account's TestResult row or a guest's line on the device. */
export interface ResultRow {
  source: UnitAttempts['source'];
  setKey: string;
  unitKey: string;
  testKind: Attempt['testKind'];
  correct: number;
  answered: number;
  createdAt: Date;
}

/**
 * Results grouped by unit or set, the last tested first, each with its best score and its attempts oldest first.
 * `rows` come newest first; results with nothing answered are left out (they say nothing about the unit).
 */
export function groupAttempts(rows: readonly ResultRow[]): UnitAttempts[] {
  const units = new Map<string, UnitAttempts>();
  for (const row of rows) {
    if (row.answered <= 0) continue;
    const key = `${row.source}/${row.setKey}/${row.unitKey}`;
    const percent = Math.round((row.correct / row.answered) * 100);
    let unit = units.get(key);
    if (!unit) {
      unit = {
        source: row.source,
        setKey: row.setKey,
        unitKey: row.unitKey,
        name: null,
        best: 0,
        last: row.createdAt,
        attempts: [],
      };
      units.set(key, unit);
    }
    unit.best = Math.max(unit.best, percent);
    unit.attempts.unshift({ testKind: row.testKind, percent, at: row.createdAt });
  }
  return [...units.values()];
}

/** A learner with nothing in their reviews, no test and no review day: the page says where to start instead. */
export function nothingStudied(studying: boolean, units: readonly unknown[], days: readonly DayRow[]): boolean {
  return !studying && units.length === 0 && days.every((day) => day.reviews === 0);
}

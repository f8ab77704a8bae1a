/**
 * The progress page's numbers from its rows: the streak, the year's heatmap weeks, retention by day, and a level's
 * new / learning / known split. Pure (no I/O), so each rule is tested with plain dates.
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

export interface LevelSplit {
  total: number;
  learning: number;
  known: number;
  /** Not yet studied, or added but never reviewed. */
  fresh: number;
}

export function levelSplit(total: number, learning: number, known: number): LevelSplit {
  return { total, learning, known, fresh: Math.max(0, total - learning - known) };
}

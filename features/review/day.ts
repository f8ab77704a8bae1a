/**
 * Calendar days in the learner's time zone: the heatmap, the streak and the daily new-card limit count days as
 * the learner lives them, not in UTC. Pure and client-safe.
 */

const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let found = formats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, found);
  }
  return found;
}

/** Whether the runtime knows this IANA zone ("Asia/Ho_Chi_Minh"). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    format(value);
    return true;
  } catch {
    return false;
  }
}

/** The date ("2026-11-27") that `epochMs` falls on in `timeZone` (UTC when the zone is unknown). */
export function dayIn(epochMs: number, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  return format(zone).format(new Date(epochMs));
}

/** "2026-11-27" + n days, as a date string (calendar arithmetic in UTC, where every day has 24 hours). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The learner's zone as the browser knows it. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

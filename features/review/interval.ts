/**
 * How long until a card comes back, in the largest unit that reads naturally ("10 min", "3 days", "2 mo"), for
 * the grade buttons and the confirmation after a grade. Pure.
 */
export type IntervalUnit = 'minutes' | 'hours' | 'days' | 'months' | 'years';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function intervalParts(ms: number): { unit: IntervalUnit; count: number } | null {
  if (ms < MINUTE) return null; // "< 1 min"
  if (ms < HOUR) return { unit: 'minutes', count: Math.round(ms / MINUTE) };
  if (ms < DAY) return { unit: 'hours', count: Math.round(ms / HOUR) };
  const days = Math.round(ms / DAY);
  if (days < 30) return { unit: 'days', count: days };
  if (days < 365) return { unit: 'months', count: Math.round((days / 30.4) * 10) / 10 };
  return { unit: 'years', count: Math.round((days / 365) * 10) / 10 };
}

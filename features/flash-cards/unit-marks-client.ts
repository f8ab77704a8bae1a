'use client';

import { readOwnData } from '@/lib/http/read-own-data';

export type UnitMarkCounts = Record<string, { marked: number; known: number }>;

/**
 * A signed-in learner's marks per unit of a level, fetched once per page visit and shared by every unit card.
 * Their marks live in the account (they leave the device at the first visit of a unit after signing in), so the
 * device alone would show nothing. {} for a guest or when the count could not be read.
 */
const cache = new Map<string, Promise<UnitMarkCounts>>();

export function loadUnitMarkCounts(source: 'kanji' | 'vocabulary', setKey: string): Promise<UnitMarkCounts> {
  const key = `${source}:${setKey}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = readOwnData<{ units: UnitMarkCounts }>('/api/study-marks/units', { source, setKey })
      .then((answer) => (answer === 'unauthorized' ? {} : answer.units))
      .catch(() => {
        cache.delete(key);
        return {};
      });
    cache.set(key, pending);
  }
  return pending;
}

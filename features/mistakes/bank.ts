// The bank's rules as pure functions over a list, newest miss first: what the device keeps for a guest, and
// what the database does for an account (./mutations.ts applies the same rules in SQL).
import { CLEAR_STREAK, MISTAKES_MAX } from './limits';
import type { Mistake, Miss } from './schemas';

/**
 * Whether two misses are the same item: the same question, missed in the same kind of test. Typing a reading and
 * picking it among four are different skills, so a written and a multiple-choice miss of one card stay apart.
 */
export function sameItem(a: Pick<Miss, 'itemKey' | 'source'>, b: Pick<Miss, 'itemKey' | 'source'>): boolean {
  return a.itemKey === b.itemKey && a.source === b.source;
}

/** A miss: a new item first in the list, or the item missed again (its count up, its streak back to 0). */
export function addMiss(list: readonly Mistake[], miss: Miss, now: number, newId: () => string): Mistake[] {
  const existing = list.find((item) => sameItem(item, miss));
  const item: Mistake = existing
    ? { ...existing, ...miss, misses: existing.misses + 1, streak: 0, missedAt: now }
    : { ...miss, id: newId(), misses: 1, streak: 0, missedAt: now };
  return [item, ...list.filter((other) => !sameItem(other, miss))].slice(0, MISTAKES_MAX);
}

/** The streak after a retry, or null when the item is cleared (right CLEAR_STREAK times in a row). */
export function streakAfter(streak: number, correct: boolean): number | null {
  if (!correct) return 0;
  return streak + 1 >= CLEAR_STREAK ? null : streak + 1;
}

/** A retry of one item: its streak moves on, or it leaves the bank. */
export function retryItem(list: readonly Mistake[], id: string, correct: boolean): Mistake[] {
  return list.flatMap((item) => {
    if (item.id !== id) return [item];
    const streak = streakAfter(item.streak, correct);
    return streak === null ? [] : [{ ...item, streak }];
  });
}

export function removeItems(list: readonly Mistake[], ids: readonly string[]): Mistake[] {
  const gone = new Set(ids);
  return list.filter((item) => !gone.has(item.id));
}

/** One string per item (see sameItem), to look items up by. */
export function itemId(item: Pick<Miss, 'itemKey' | 'source'>): string {
  return `${item.source}\u0000${item.itemKey}`;
}

/**
 * Two banks as one (a guest's joining an account): every item of both, and for an item both have, the later
 * miss with the larger count. Merging the same items again gives the same bank.
 */
export function mergeBanks(mine: readonly Mistake[], theirs: readonly Mistake[]): Mistake[] {
  const byKey = new Map(mine.map((item) => [itemId(item), item]));
  for (const item of theirs) {
    const current = byKey.get(itemId(item));
    if (!current) byKey.set(itemId(item), item);
    else {
      const later = item.missedAt > current.missedAt ? { ...item, id: current.id } : current;
      byKey.set(itemId(item), { ...later, misses: Math.max(current.misses, item.misses) });
    }
  }
  return [...byKey.values()].sort((a, b) => b.missedAt - a.missedAt).slice(0, MISTAKES_MAX);
}

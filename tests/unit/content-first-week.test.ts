/**
 * The first week at N5: the greetings and set phrases every course starts with are N5 words in N5's first
 * unit (content/curated/first-week-n5.json), whatever level the JLPT lists give them, and no other card
 * teaches them again. Which cards are greetings is EDICT's say (scripts/content/first-week.ts), so a greeting
 * the file forgets fails here; needs Debian's edict like the other content tests.
 */
import { describe, expect, it } from 'vitest';
import { SET_IDS, getSetItems, getUnit, type VocabularyItem } from '@/features/content';
import { firstWeekFile } from '@/scripts/content/curated';
import { EDICT_MISSING_MESSAGE, edictAvailable, loadEdict } from '@/scripts/content/edict';
import { looksLikeGreeting } from '@/scripts/content/first-week';

const words = SET_IDS.flatMap((set) => getSetItems('vocabulary', set)!.map((item) => ({ item, set })));
const firstUnit = getUnit('vocabulary', 'n5', 1)!;
const inFirstUnit = new Set(firstUnit.items.map((item) => item.id));
const file = firstWeekFile();
const spellings = (item: VocabularyItem) => [item.written, ...(item.altWritten ?? [])];

describe('the first week at N5', () => {
  it('has every card EDICT calls a greeting in N5 unit 1, unless the file says why it comes later', () => {
    if (!edictAvailable()) throw new Error(EDICT_MISSING_MESSAGE);
    const edict = loadEdict();
    const misplaced = words
      .filter(({ item }) => looksLikeGreeting({ ...item, altWritten: item.altWritten ?? [] }, edict))
      .filter(({ item }) => !inFirstUnit.has(item.id) && !(item.id in file.later))
      .map(({ item, set }) => `${item.written} (${set})`);
    expect(misplaced).toEqual([]);
    expect(Object.values(file.later).every((reason) => reason.trim().length > 0)).toBe(true);
  }, 60_000);

  it('teaches each first-week phrase in N5 unit 1, in the form a course teaches, the list form accepted', () => {
    const problems: string[] = [];
    for (const entry of file.words) {
      if (!entry.reason.trim()) problems.push(`${entry.id}: no reason`);
      const card = firstUnit.items.find((item) => item.id === entry.id);
      if (!card) {
        problems.push(`${entry.id}: not in N5 unit 1`);
        continue;
      }
      if (entry.written && card.written !== entry.written) problems.push(`${entry.id}: written ${card.written}`);
      for (const accepted of entry.accept ?? [])
        if (!spellings(card).includes(accepted)) problems.push(`${entry.id}: ${accepted} not accepted`);
    }
    expect(problems).toEqual([]);
    expect(firstUnit.title.en).toBe('Greetings and set phrases');
  });

  it('teaches a first-week phrase once: no card of another level has one of its spellings and its reading', () => {
    const firstWeek = words.filter(({ item }) => file.words.some((entry) => entry.id === item.id));
    const again = words.filter(
      ({ item, set }) =>
        set !== 'n5' &&
        firstWeek.some(
          ({ item: phrase }) =>
            spellings(item).some((s) => spellings(phrase).includes(s)) && item.reading === phrase.reading,
        ),
    );
    expect(again.map(({ item, set }) => `${item.id} (${set})`)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';

import { addGuestResult, GUEST_RESULTS_MAX, parseGuestResults, type GuestResult } from '@/features/exam/guest-results';
import { listMarkedUnits, serializeProgress, storageKey } from '@/features/flash-cards/progress-store';
import {
  guestDayRows,
  guestForecast,
  guestLevelRows,
  guestProgress,
  guestUnitAttempts,
} from '@/features/progress/guest-progress';
import { groupAttempts, levelBars, nothingStudied } from '@/features/progress/progress';
import { countReviewDays } from '@/features/review/day-counts';
import { addGuestDeck, emptyGuestReviews, gradeGuestCard, type GuestReviews } from '@/features/review/guest-reviews';

const DAY = 86_400_000;
const t0 = Date.UTC(2026, 10, 20, 8);
const ZONE = 'Asia/Ho_Chi_Minh';

/** A guest who added N5 kanji unit 1 (3 cards) and graded 日 Good today. */
function studied(): GuestReviews {
  let data = addGuestDeck(emptyGuestReviews(), { kind: 'kanji', deckKey: 'n5/1' }, ['日', '月', '火'], t0);
  data = gradeGuestCard(data, { kind: 'kanji', cardKey: '日' }, 3, 'a', t0);
  return data;
}

const result = (over: Partial<GuestResult> = {}): GuestResult => ({
  source: 'kanji',
  setKey: 'n5',
  unitKey: '1',
  testKind: 'written',
  correct: 8,
  answered: 10,
  at: t0,
  ...over,
});

describe('day counters from grades', () => {
  it('counts reviews, new cards and recalls of learned cards per day in the zone', () => {
    const days = countReviewDays(
      [
        { reviewedAt: Date.UTC(2026, 10, 20, 16, 30), rating: 3, stateBefore: 0 }, // 23:30 in Hanoi
        { reviewedAt: Date.UTC(2026, 10, 20, 17, 30), rating: 1, stateBefore: 2 }, // 00:30 the next day
        { reviewedAt: Date.UTC(2026, 10, 20, 18, 0), rating: 4, stateBefore: 2 },
        { reviewedAt: Date.UTC(2026, 10, 20, 18, 5), rating: 2, stateBefore: 1 },
      ],
      ZONE,
    );
    expect(Object.fromEntries(days)).toEqual({
      '2026-11-20': { reviews: 1, newCards: 1, recalls: 0, recalled: 0 },
      '2026-11-21': { reviews: 3, newCards: 0, recalls: 2, recalled: 1 },
    });
  });
});

describe('the figures shared by both pages', () => {
  it('splits each level bar by the rows of its kind', () => {
    const sets = [
      { id: 'n5', level: 5, itemCount: 80 },
      { id: 'n4', level: 4, itemCount: 170 },
    ];
    const rows = [
      { kind: 'kanji' as const, level: 5, learning: 3, known: 1 },
      { kind: 'vocabulary' as const, level: 4, learning: 9, known: 9 },
    ];
    expect(levelBars('kanji', sets, rows)).toEqual([
      { level: 'N5', total: 80, learning: 3, known: 1, fresh: 76 },
      { level: 'N4', total: 170, learning: 0, known: 0, fresh: 170 },
    ]);
  });

  it('groups results by unit, the last tested first, with the best score and the attempts oldest first', () => {
    const at = (d: number) => new Date(t0 + d * DAY);
    const row = { source: 'kanji' as const, setKey: 'n5', testKind: 'written' as const, answered: 10 };
    const units = groupAttempts([
      { ...row, unitKey: '2', correct: 5, createdAt: at(3) },
      { ...row, unitKey: '1', correct: 9, createdAt: at(2) },
      { ...row, unitKey: '1', correct: 0, answered: 0, createdAt: at(1.5) },
      { ...row, unitKey: '1', correct: 6, createdAt: at(1) },
    ]);
    expect(units.map((u) => [u.unitKey, u.best, u.last, u.attempts.map((a) => a.percent)])).toEqual([
      ['2', 50, at(3), [50]],
      ['1', 90, at(2), [60, 90]],
    ]);
  });

  it('has nothing to show only without cards, tests and review days', () => {
    expect(nothingStudied(false, [], [])).toBe(true);
    expect(nothingStudied(false, [], [{ day: '2026-11-20', reviews: 0, recalls: 0, recalled: 0 }])).toBe(true);
    expect(nothingStudied(true, [], [])).toBe(false);
    expect(nothingStudied(false, [{}], [])).toBe(false);
  });
});

describe('a guest’s progress from the device', () => {
  it('counts a graded card as learning at its unit’s level, and new cards not at all', () => {
    expect(guestLevelRows(studied())).toEqual([{ kind: 'kanji', level: 5, learning: 1, known: 0 }]);
  });

  it('counts a card scheduled three weeks or more as known', () => {
    const data = studied();
    const id = Object.keys(data.cards).find((key) => key.endsWith('日'))!;
    data.cards[id] = { ...data.cards[id], state: { ...data.cards[id].state, state: 2, scheduledDays: 30 } };
    expect(guestLevelRows(data)).toEqual([{ kind: 'kanji', level: 5, learning: 0, known: 1 }]);
  });

  it('makes the day rows from the history', () => {
    expect(guestDayRows(studied(), ZONE)).toEqual([{ day: '2026-11-20', reviews: 1, recalls: 0, recalled: 0 }]);
  });

  it('forecasts graded cards by their due day, overdue ones today, new and conjugation cards left out', () => {
    let data = studied();
    data = addGuestDeck(data, { kind: 'conjugation', deckKey: 'verb' }, [], t0);
    const due = (days: number) => ({
      ...data.cards[Object.keys(data.cards)[0]].state,
      state: 2 as const,
      due: t0 + days * DAY,
    });
    data.cards = {
      ...data.cards,
      'kanji\u0000月': { deckKey: 'n5/1', state: due(-3) },
      'kanji\u0000火': { deckKey: 'n5/1', state: due(2) },
      'kanji\u0000水': { deckKey: 'n5/1', state: due(20) },
      'conjugation\u0000x|te': { deckKey: 'verb', state: due(1) },
    };
    const forecast = guestForecast(data, t0, ZONE);
    expect(forecast).toHaveLength(14);
    // 日 (graded Good: due within the day), 月 (overdue) today; 火 in two days; 水 after the fortnight.
    expect(forecast.slice(0, 3)).toEqual([2, 0, 1]);
    expect(forecast.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('groups the device’s tests by unit and keeps a custom set’s name', () => {
    const units = guestUnitAttempts([
      result({ correct: 6, at: t0 }),
      result({ correct: 9, at: t0 + DAY }),
      result({ source: 'custom', setKey: 'set1', unitKey: '', name: 'Trip words', at: t0 + 2 * DAY }),
    ]);
    expect(units.map((u) => [u.source, u.name, u.best, u.attempts.length])).toEqual([
      ['custom', 'Trip words', 80, 1],
      ['kanji', null, 90, 2],
    ]);
  });

  it('is empty for a device that kept nothing, and not once anything was studied', () => {
    const input = { results: [], marked: [], now: t0, timeZone: ZONE };
    const empty = guestProgress({ ...input, reviews: emptyGuestReviews() });
    expect(nothingStudied(empty.studying, empty.units, empty.days)).toBe(true);
    const withTest = guestProgress({ ...input, reviews: emptyGuestReviews(), results: [result()] });
    expect(nothingStudied(withTest.studying, withTest.units, withTest.days)).toBe(false);
    const marked = [{ kind: 'kanji' as const, set: 'n5', unit: '1', known: 1, learning: 0 }];
    const withMarks = guestProgress({ ...input, reviews: emptyGuestReviews(), marked });
    expect(nothingStudied(withMarks.studying, withMarks.units, withMarks.days)).toBe(false);
  });
});

describe('a guest’s test results on the device', () => {
  it('reads what is well formed and leaves the rest out', () => {
    const good = result();
    const raw = JSON.stringify([
      good,
      { ...good, correct: 11 },
      { ...good, source: 'x' },
      'junk',
      { ...good, at: 'y' },
    ]);
    expect(parseGuestResults(raw)).toEqual([good]);
    expect(parseGuestResults('{')).toEqual([]);
    expect(parseGuestResults(null)).toEqual([]);
  });

  it('keeps the newest past the limit', () => {
    const full = Array.from({ length: GUEST_RESULTS_MAX }, (_, i) => result({ at: i }));
    const next = addGuestResult(full, result({ at: -1 }));
    expect(next).toHaveLength(GUEST_RESULTS_MAX);
    expect(next[0].at).toBe(1);
    expect(next.at(-1)!.at).toBe(-1);
  });
});

describe('the units marked on the device', () => {
  it('lists built-in units with marks, counted and in order, and nothing else', () => {
    const items = new Map<string, string>([
      [
        storageKey({ kind: 'kanji', set: 'n5', unit: 2 }),
        serializeProgress({ marks: { 日: 'known', 月: 'learning', 火: 'learning' }, onlyLearning: false }),
      ],
      [
        storageKey({ kind: 'kanji', set: 'n5', unit: 1 }),
        serializeProgress({ marks: { 水: 'known' }, onlyLearning: false }),
      ],
      [
        storageKey({ kind: 'vocabulary', set: 'n4', unit: 3 }),
        serializeProgress({ marks: {}, onlyLearning: false, current: 'x' }),
      ],
      [
        storageKey({ kind: 'custom', set: 'abc', unit: '' }),
        serializeProgress({ marks: { a: 'known' }, onlyLearning: false }),
      ],
      ['other', '1'],
    ]);
    const keys = [...items.keys()];
    const storage = {
      length: keys.length,
      key: (i: number) => keys[i] ?? null,
      getItem: (k: string) => items.get(k) ?? null,
    };
    expect(listMarkedUnits(storage)).toEqual([
      { kind: 'kanji', set: 'n5', unit: '1', known: 1, learning: 0 },
      { kind: 'kanji', set: 'n5', unit: '2', known: 1, learning: 2 },
    ]);
  });
});

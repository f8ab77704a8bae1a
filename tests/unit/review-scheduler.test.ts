import { describe, expect, it } from 'vitest';

import { conjugationCardKey, parseBuiltinDeckKey, parseConjugationCardKey } from '@/features/review/card-key';
import { addDays, dayIn } from '@/features/review/day';
import { gradeCard, laterState, masteryOf, newCardState, previewDue } from '@/features/review/fsrs';
import {
  addGuestDeck,
  emptyGuestReviews,
  gradeGuestCard,
  guestQueue,
  mergeBatches,
  removeGuestDeck,
} from '@/features/review/guest-reviews';

const DAY = 86_400_000;
const t0 = Date.UTC(2026, 5, 1, 8);

describe('the FSRS wrapper', () => {
  it('gives longer intervals for easier grades, and the preview equals what the grade gives', () => {
    const card = newCardState(t0);
    const preview = previewDue(card, t0, 0.9);
    expect(preview[1]).toBeLessThan(preview[2]);
    expect(preview[3]).toBeLessThan(preview[4]);
    for (const rating of [1, 2, 3, 4] as const) expect(gradeCard(card, rating, t0, 0.9).card.due).toBe(preview[rating]);
  });

  it('asks more often for a higher desired retention', () => {
    let card = gradeCard(newCardState(t0), 4, t0, 0.9).card;
    const at = card.due;
    const relaxed = gradeCard(card, 3, at, 0.8).card.scheduledDays;
    const strict = gradeCard(card, 3, at, 0.95).card.scheduledDays;
    expect(strict).toBeLessThan(relaxed);
    card = gradeCard(card, 3, at, 0.9).card;
    expect(card.reps).toBe(2);
  });

  it('calls a card known once it is given three weeks or more', () => {
    expect(masteryOf(newCardState(t0))).toBe('new');
    let card = gradeCard(newCardState(t0), 3, t0, 0.9).card;
    expect(masteryOf(card)).toBe('learning');
    while (card.scheduledDays < 21) card = gradeCard(card, 3, card.due, 0.9).card;
    expect(masteryOf(card)).toBe('known');
  });

  it('keeps the later of two reviews', () => {
    const early = gradeCard(newCardState(t0), 1, t0, 0.9).card;
    const late = gradeCard(newCardState(t0), 4, t0 + DAY, 0.9).card;
    expect(laterState(early, late)).toBe(late);
    expect(laterState(late, early)).toBe(late);
    expect(laterState(newCardState(t0), early)).toBe(early);
  });
});

describe('keys and days', () => {
  it('round-trips deck and conjugation keys', () => {
    expect(parseBuiltinDeckKey('n5/12')).toEqual({ set: 'n5', unit: '12' });
    expect(parseBuiltinDeckKey('n6/1')).toBeNull();
    expect(parseConjugationCardKey(conjugationCardKey('食べる:たべる', 'causative-passive'))).toEqual({
      wordId: '食べる:たべる',
      form: 'causative-passive',
    });
  });

  it("counts days in the learner's zone", () => {
    const lateUtc = Date.UTC(2026, 5, 1, 20); // 03:00 on 2 June in Hanoi
    expect(dayIn(lateUtc, 'UTC')).toBe('2026-06-01');
    expect(dayIn(lateUtc, 'Asia/Ho_Chi_Minh')).toBe('2026-06-02');
    expect(dayIn(lateUtc, 'Not/AZone')).toBe('2026-06-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe("a guest's reviews", () => {
  const deck = { kind: 'kanji', deckKey: 'n5/1' } as const;
  const keys = Array.from({ length: 25 }, (_, i) => `k${i}`);

  it('shows due cards most overdue first, then new ones up to the daily limit', () => {
    let data = addGuestDeck(emptyGuestReviews(), deck, keys, t0);
    data = gradeGuestCard(data, { kind: 'kanji', cardKey: 'k3' }, 3, 'grade-0001', t0);
    data = gradeGuestCard(data, { kind: 'kanji', cardKey: 'k7' }, 1, 'grade-0002', t0);
    const later = t0 + 2 * DAY;
    const queue = guestQueue(data, later, 'UTC');
    expect(queue.refs.slice(0, 2).map((r) => r.cardKey)).toEqual(['k7', 'k3']);
    expect(queue.due).toBe(2);
    expect(queue.fresh).toBe(20);
    // Today (the day of those two grades) only 18 more new cards.
    expect(guestQueue(data, t0 + 1000, 'UTC').fresh).toBe(18);
  });

  it('saves a double-clicked grade once and merges in batches', () => {
    let data = addGuestDeck(emptyGuestReviews(), deck, keys, t0);
    data = gradeGuestCard(data, { kind: 'kanji', cardKey: 'k0' }, 3, 'grade-0001', t0);
    const again = gradeGuestCard(data, { kind: 'kanji', cardKey: 'k0' }, 3, 'grade-0001', t0 + 5);
    expect(again).toBe(data);
    const batches = mergeBatches(data, 'UTC', 10);
    expect(batches.map((b) => [b.decks.length, b.cards.length, b.logs.length])).toEqual([
      [1, 0, 0],
      [0, 10, 0],
      [0, 10, 0],
      [0, 5, 0],
      [0, 0, 1],
    ]);
    expect(Object.keys(removeGuestDeck(data, deck).cards)).toHaveLength(0);
  });
});

describe('furigana on custom cards', () => {
  it('puts a kana reading over the kanji only, and nothing for romaji or kana words', async () => {
    const { customCardFurigana } = await import('@/features/flash-cards/custom-furigana');
    expect(customCardFurigana('猫', 'ねこ')).toEqual([{ text: '猫', reading: 'ねこ' }]);
    expect(customCardFurigana('食べ物', 'たべもの')).toEqual([
      { text: '食', reading: 'た' },
      { text: 'べ' },
      { text: '物', reading: 'もの' },
    ]);
    expect(customCardFurigana('猫', 'neko')).toBeNull();
    expect(customCardFurigana('ねこ', 'ねこ')).toBeNull();
    expect(customCardFurigana('猫', '')).toBeNull();
  });
});

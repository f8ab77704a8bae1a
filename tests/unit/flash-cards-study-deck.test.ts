import { describe, expect, it } from 'vitest';
import {
  createDeck,
  currentId,
  deckReducer,
  progress,
  shuffleIds,
  visibleIds,
  type DeckAction,
  type DeckState,
} from '@/features/flash-cards/study-deck';

const IDS = ['a', 'b', 'c', 'd', 'e'];
const run = (actions: DeckAction[], state: DeckState = createDeck(IDS)) => actions.reduce(deckReducer, state);

/** A seeded generator, so shuffles are repeatable. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 2 ** 32;
    return s / 2 ** 32;
  };
}

describe('navigation', () => {
  it.each<[string, DeckAction[], string | undefined, number]>([
    ['starts on the first card', [], 'a', 1],
    ['moves forward', [{ type: 'next' }, { type: 'next' }], 'c', 3],
    ['stops at the last card', [{ type: 'goTo', position: 4 }, { type: 'next' }], 'e', 5],
    ['moves back', [{ type: 'next' }, { type: 'next' }, { type: 'previous' }], 'b', 2],
    ['stops at the first card', [{ type: 'previous' }], 'a', 1],
    ['clamps goTo', [{ type: 'goTo', position: 99 }], 'e', 5],
  ])('%s', (_, actions, id, current) => {
    const state = run(actions);
    expect(currentId(state)).toBe(id);
    expect(progress(state).current).toBe(current);
    expect(progress(state).total).toBe(5);
  });

  it('flips, and shows the front of the next card', () => {
    const flipped = run([{ type: 'flip' }]);
    expect(flipped.flipped).toBe(true);
    expect(deckReducer(flipped, { type: 'flip' }).flipped).toBe(false);
    expect(deckReducer(flipped, { type: 'next' }).flipped).toBe(false);
  });
});

describe('shuffle and restore', () => {
  it('shuffleIds returns a permutation and leaves its input alone', () => {
    const input = [...IDS];
    const shuffled = shuffleIds(input, seeded(7));
    expect([...shuffled].sort()).toEqual(IDS);
    expect(input).toEqual(IDS);
  });

  it('shuffleIds moves cards for some seed', () => {
    expect([1, 2, 3].some((seed) => shuffleIds(IDS, seeded(seed)).join() !== IDS.join())).toBe(true);
  });

  it('studies the shuffled order from its first card', () => {
    const order = ['c', 'a', 'e', 'b', 'd'];
    const state = run([{ type: 'next' }, { type: 'shuffle', order }]);
    expect(state.shuffled).toBe(true);
    expect(visibleIds(state)).toEqual(order);
    expect(currentId(state)).toBe('c');
  });

  it('ignores an order that is not a permutation of the unit', () => {
    const state = createDeck(IDS);
    expect(deckReducer(state, { type: 'shuffle', order: ['a', 'b'] })).toBe(state);
    expect(deckReducer(state, { type: 'shuffle', order: ['a', 'a', 'b', 'c', 'd'] })).toBe(state);
  });

  it('restores the unit order and stays on the same card', () => {
    const state = run([
      { type: 'shuffle', order: ['c', 'a', 'e', 'b', 'd'] },
      { type: 'next' },
      { type: 'next' },
      { type: 'restoreOrder' },
    ]);
    expect(state.shuffled).toBe(false);
    expect(visibleIds(state)).toEqual(IDS);
    expect(currentId(state)).toBe('e');
  });
});

describe('marks and the still-learning filter', () => {
  it('marks the current card and moves on', () => {
    const state = run([
      { type: 'mark', mark: 'known' },
      { type: 'mark', mark: 'learning' },
    ]);
    expect(state.marks).toEqual({ a: 'known', b: 'learning' });
    expect(currentId(state)).toBe('c');
    expect(progress(state)).toMatchObject({ known: 1, learning: 4 });
  });

  it('stays on the last card after marking it', () => {
    const state = run([
      { type: 'goTo', position: 4 },
      { type: 'mark', mark: 'known' },
    ]);
    expect(currentId(state)).toBe('e');
  });

  it('studies only the cards not known, unmarked ones included', () => {
    const state = run([
      { type: 'mark', mark: 'known' },
      { type: 'mark', mark: 'learning' },
      { type: 'mark', mark: 'known' },
      { type: 'setOnlyLearning', onlyLearning: true },
    ]);
    expect(visibleIds(state)).toEqual(['b', 'd', 'e']);
    expect(progress(state)).toMatchObject({ total: 3, known: 2, learning: 3 });
  });

  it('keeps the current card when switching the filter if it is still shown', () => {
    const state = run([
      { type: 'mark', mark: 'known' },
      { type: 'next' },
      { type: 'setOnlyLearning', onlyLearning: true },
    ]);
    expect(currentId(state)).toBe('c');
    expect(currentId(deckReducer(state, { type: 'setOnlyLearning', onlyLearning: false }))).toBe('c');
  });

  it('shows the next still-learning card once the current one is known', () => {
    const state = run([
      { type: 'setOnlyLearning', onlyLearning: true },
      { type: 'next' },
      { type: 'mark', mark: 'known' },
    ]);
    expect(visibleIds(state)).toEqual(['a', 'c', 'd', 'e']);
    expect(currentId(state)).toBe('c');
  });

  it('is empty when every card is known, and resetting brings them back', () => {
    const allKnown = run([
      { type: 'setOnlyLearning', onlyLearning: true },
      ...IDS.map((): DeckAction => ({ type: 'mark', mark: 'known' })),
    ]);
    expect(visibleIds(allKnown)).toEqual([]);
    expect(currentId(allKnown)).toBeUndefined();
    expect(progress(allKnown)).toEqual({ current: 0, total: 0, known: 5, learning: 0 });
    expect(deckReducer(allKnown, { type: 'flip' })).toBe(allKnown);

    const reset = deckReducer(allKnown, { type: 'resetMarks' });
    expect(reset.marks).toEqual({});
    expect(currentId(reset)).toBe('a');
    expect(progress(reset).total).toBe(5);
  });

  it('filters the shuffled order, not the unit order', () => {
    const state = run([
      { type: 'shuffle', order: ['e', 'd', 'c', 'b', 'a'] },
      { type: 'mark', mark: 'known' },
      { type: 'setOnlyLearning', onlyLearning: true },
    ]);
    expect(visibleIds(state)).toEqual(['d', 'c', 'b', 'a']);
  });
});

describe('loading stored marks', () => {
  it('keeps valid marks for this unit only', () => {
    const state = run([
      {
        type: 'load',
        marks: { a: 'known', z: 'known', b: 'bogus' as never, c: 'learning' },
        onlyLearning: true,
      },
    ]);
    expect(state.marks).toEqual({ a: 'known', c: 'learning' });
    expect(state.onlyLearning).toBe(true);
    expect(currentId(state)).toBe('b');
  });
});

import { describe, expect, it } from 'vitest';
import { createDeck, deckReducer } from '@/features/flash-cards/study-deck';
import { SHORTCUT_ACTIONS, shortcutOf } from '@/features/flash-cards/study-shortcuts';

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
  shortcutOf({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('shortcutOf', () => {
  it('maps the study keys, in either case for letters', () => {
    expect(press(' ')).toBe('flip');
    expect(press('Enter')).toBe('flip');
    expect(press('ArrowRight')).toBe('next');
    expect(press('ArrowLeft')).toBe('previous');
    expect([press('k'), press('K')]).toEqual(['know', 'know']);
    expect([press('l'), press('L')]).toEqual(['learning', 'learning']);
    expect([press('p'), press('P')]).toEqual(['pronounce', 'pronounce']);
  });

  it('leaves other keys and modified keys to the browser', () => {
    expect(press('x')).toBeNull();
    expect(press('ArrowUp')).toBeNull();
    expect(press('k', { ctrlKey: true })).toBeNull();
    expect(press('ArrowRight', { altKey: true })).toBeNull();
    expect(press('l', { metaKey: true })).toBeNull();
  });
});

describe('SHORTCUT_ACTIONS', () => {
  it('flips, moves and marks the deck', () => {
    const deck = createDeck(['a', 'b', 'c']);
    expect(deckReducer(deck, SHORTCUT_ACTIONS.flip).flipped).toBe(true);
    expect(deckReducer(deck, SHORTCUT_ACTIONS.next).position).toBe(1);
    expect(deckReducer(deckReducer(deck, SHORTCUT_ACTIONS.next), SHORTCUT_ACTIONS.previous).position).toBe(0);
    expect(deckReducer(deck, SHORTCUT_ACTIONS.know).marks).toEqual({ a: 'known' });
    expect(deckReducer(deck, SHORTCUT_ACTIONS.learning).marks).toEqual({ a: 'learning' });
  });
});

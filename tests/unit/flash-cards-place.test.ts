import { describe, expect, it } from 'vitest';
import { createLocalProgressStore, parseProgress, serializeProgress } from '@/features/flash-cards/progress-store';
import { createDeck, currentId, deckReducer, progress, type DeckAction } from '@/features/flash-cards/study-deck';
import { parsePrefs } from '@/features/flash-cards/study-prefs';
import { parseStoredSettings } from '@/features/exam/settings-store';

const ids = ['a', 'b', 'c', 'd', 'e'];
const run = (actions: DeckAction[]) => actions.reduce(deckReducer, createDeck(ids));

describe('the place in a unit is kept on the device', () => {
  it('stores the current card and a shuffled order with the marks', () => {
    const data = {
      marks: { a: 'known' as const },
      onlyLearning: false,
      current: 'd',
      order: ['e', 'd', 'c', 'b', 'a'],
    };
    expect(parseProgress(serializeProgress(data))).toEqual(data);
  });

  it('keeps a record for a place alone, without marks', async () => {
    const stored = new Map<string, string>();
    const store = createLocalProgressStore(() => ({
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    }));
    const deck = { kind: 'kanji', set: 'n5', unit: 1 };
    await store.save(deck, { marks: {}, onlyLearning: false, current: 'c' });
    expect(await store.load(deck)).toEqual({ marks: {}, onlyLearning: false, current: 'c' });
  });

  it('comes back to the stored card, in the stored order', () => {
    const state = run([
      { type: 'load', marks: {}, onlyLearning: false, current: 'b', order: ['e', 'd', 'c', 'b', 'a'] },
    ]);
    expect(currentId(state)).toBe('b');
    expect(progress(state).current).toBe(4);
    expect(state.shuffled).toBe(true);
  });

  it('falls back to the unit order and the first card when the unit changed since', () => {
    const state = run([{ type: 'load', marks: {}, onlyLearning: false, current: 'gone', order: ['x', 'a', 'b'] }]);
    expect(currentId(state)).toBe('a');
    expect(state.shuffled).toBe(false);
  });

  it('ignores a malformed stored place', () => {
    expect(parseProgress('{"m":{},"c":3,"s":[1,2]}')).toEqual({ marks: {}, onlyLearning: false });
  });
});

describe('card preferences', () => {
  it('hide the reading on a word front unless asked, and keep it on the back', () => {
    expect(parsePrefs('vocabulary', null)).toMatchObject({ furigana: true, frontFurigana: false });
    expect(parsePrefs('vocabulary', '{"frontFurigana":true}')).toMatchObject({ frontFurigana: true });
  });

  it('show the pitch accent unless it was turned off, and keep the other choices when it was', () => {
    expect(parsePrefs('vocabulary', null).pitch).toBe(true);
    // Prefs stored before the option existed keep the accent on.
    expect(parsePrefs('vocabulary', '{"front":"meaning","furigana":false}')).toMatchObject({
      pitch: true,
      front: 'meaning',
    });
    expect(parsePrefs('vocabulary', '{"pitch":false,"furigana":true}')).toMatchObject({ pitch: false, furigana: true });
    expect(parsePrefs('vocabulary', '{"pitch":"no"}').pitch).toBe(true);
  });
});

describe('test settings kept on the device', () => {
  it('read back what was stored, and nothing malformed', () => {
    expect(parseStoredSettings('{"mode":"reading","count":12,"shuffle":false}')).toEqual({
      mode: 'reading',
      count: 12,
      shuffle: false,
    });
    expect(parseStoredSettings('{"mode":"sing","count":-1,"shuffle":"yes"}')).toEqual({});
    expect(parseStoredSettings('not json')).toEqual({});
  });
});

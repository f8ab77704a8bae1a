import { describe, expect, it } from 'vitest';

import { guessMapping, noteToCard, planImport, splitEvenly } from '@/features/custom-sets/anki/field-mapping';

describe('guessMapping', () => {
  it.each([
    [['Expression', 'Reading', 'Meaning'], { word: 0, reading: 1, meaning: 2, note: -1 }],
    [['Front', 'Back'], { word: 0, reading: -1, meaning: 1, note: -1 }],
    [['Meaning', 'Kana', 'Kanji', 'Example sentence'], { word: 2, reading: 1, meaning: 0, note: 3 }],
    [['Vocab', 'Vocab-Kana', 'English', 'Notes'], { word: 0, reading: 1, meaning: 2, note: 3 }],
    [['Text', 'Extra'], { word: 0, reading: -1, meaning: 1, note: -1 }],
    [['Only'], { word: 0, reading: -1, meaning: -1, note: -1 }],
  ])('%j', (fields, expected) => {
    expect(guessMapping({ fields })).toEqual(expected);
  });
});

describe('noteToCard', () => {
  const mapping = { word: 0, reading: 1, meaning: 2, note: -1 };
  it('takes the mapped fields', () => {
    expect(noteToCard({ type: 'm', fields: ['食べる', 'たべる', 'to eat'] }, mapping)).toEqual({
      word: '食べる',
      pronunciation: 'たべる',
      meaning: 'to eat',
      note: '',
    });
  });
  it('leaves out a note without a word or a meaning', () => {
    expect(noteToCard({ type: 'm', fields: ['', 'たべる', 'to eat'] }, mapping)).toBeNull();
    expect(noteToCard({ type: 'm', fields: ['食べる', 'たべる'] }, mapping)).toBeNull();
  });
  it('shortens a field longer than a card holds', () => {
    const card = noteToCard({ type: 'm', fields: ['語', '', 'x'.repeat(300)] }, mapping);
    expect(card?.meaning).toHaveLength(255);
    expect(card?.meaning.endsWith('…')).toBe(true);
  });
});

describe('splitEvenly', () => {
  it.each([
    [100, [100]],
    [101, [51, 50]],
    [250, [84, 83, 83]],
    [3, [3]],
  ])('%i items', (count, sizes) => {
    const items = Array.from({ length: count }, (_, i) => i);
    const parts = splitEvenly(items, 100);
    expect(parts.map((part) => part.length)).toEqual(sizes);
    expect(parts.flat()).toEqual(items);
  });
});

describe('planImport', () => {
  const mappings = { m: { word: 0, reading: -1, meaning: 1, note: -1 } };
  const notes = (count: number) => Array.from({ length: count }, (_, i) => ({ type: 'm', fields: [`w${i}`, `m${i}`] }));

  it('splits a deck over 100 notes into numbered sets', () => {
    const plan = planImport([{ name: 'Core', notes: notes(150) }], mappings);
    expect(plan.sets.map((set) => [set.name, set.cards.length])).toEqual([
      ['Core (1/2)', 75],
      ['Core (2/2)', 75],
    ]);
  });

  it('counts notes it cannot read and leaves out decks under two cards', () => {
    const plan = planImport(
      [
        { name: 'Tiny', notes: notes(1) },
        {
          name: 'Mixed',
          notes: [...notes(2), { type: 'm', fields: ['', 'no word'] }, { type: 'other', fields: ['a', 'b'] }],
        },
      ],
      mappings,
    );
    expect(plan.sets.map((set) => set.name)).toEqual(['Mixed']);
    expect(plan.skippedNotes).toBe(2);
    expect(plan.smallDecks).toEqual(['Tiny']);
  });
});

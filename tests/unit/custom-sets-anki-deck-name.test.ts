import { describe, expect, it } from 'vitest';

import { ankiDeckName } from '@/features/custom-sets/anki/deck-name';

// What Anki 2.1.15 did with these names as they were (scripts/anki-check): dropped the quotes, made blank decks.
describe('a set name as an Anki deck name', () => {
  it.each([
    ['Tiếng Nhật › Động từ', 'Tiếng Nhật › Động từ'],
    ['Ｎ５　全角', 'Ｎ５　全角'],
    ['Kanji "N5" – đợt 1', 'Kanji “N5” – đợt 1'],
    ['a "b', 'a “b'],
    ['N5::Động từ', 'N5::Động từ'],
    ['N5 :: Động từ', 'N5::Động từ'],
    ['a::::b', 'a::b'],
    ['x::', 'x'],
    ['::x', 'x'],
    ['::', 'Kotonoha'],
    ['a:b', 'a:b'],
  ])('%j → %j', (name, deck) => {
    expect(ankiDeckName(name)).toBe(deck);
  });
});

import { describe, expect, it } from 'vitest';
import { packSetCards, unpackSetCards } from '@/features/custom-sets/packed-cards';
import type { SetCard } from '@/features/custom-sets/types';

describe('a set page’s packed cards', () => {
  const cards: SetCard[] = [
    { id: 'a1', word: '犬', pronunciation: 'いぬ', meaning: 'dog', note: '' },
    { id: 'b2', word: 'お疲れ様', pronunciation: '', meaning: 'thanks, "good work"', note: 'tab\there\nnew line' },
    { id: 'c3', word: 'x', pronunciation: 'y', meaning: '', note: 'only a note' },
  ];

  it('round-trips every field in order, empty fields and quotes, tabs and line ends kept', () => {
    expect(unpackSetCards(packSetCards(cards))).toEqual(cards);
    expect(unpackSetCards(packSetCards([]))).toEqual([]);
  });

  it('sends each card as a row without the field names, so the page carries them once per set, not per card', () => {
    const packed = JSON.stringify(packSetCards(cards));
    expect(packed).not.toContain('pronunciation');
    expect(packed.length).toBeLessThan(JSON.stringify(cards).length * 0.7);
  });
});

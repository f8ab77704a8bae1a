import { describe, expect, it } from 'vitest';
import { unitDeck } from '@/features/flash-cards/server/builtin-content';
import { requireUnit } from '@/features/flash-cards/server/builtin-params';
import { packDeck, packedCardIds, unpackDeck } from '@/features/flash-cards/packed-deck';
import type { StudyDeck } from '@/features/flash-cards/study-cards';

// Segments without a reading may carry `reading: undefined` or '' in the content; the study view treats both alike.
const normalized = (deck: StudyDeck) => JSON.parse(JSON.stringify(deck).replaceAll(',"reading":""}', '}'));

describe('packed unit decks', () => {
  for (const [kind, set, unit] of [
    ['kanji', 'n5', '1'],
    ['kanji', 'n3', '4'],
    ['vocabulary', 'n5', '1'],
    ['vocabulary', 'n2', '7'],
  ] as const) {
    for (const locale of ['en', 'vi']) {
      it(`unpacks ${kind} ${set} unit ${unit} (${locale}) to the deck it packed`, () => {
        const deck = unitDeck(requireUnit(kind, set, unit), locale);
        expect(deck.cards.length).toBeGreaterThan(0);
        expect(unpackDeck(packDeck(deck))).toEqual(normalized(deck));
        expect(packedCardIds(packDeck(deck))).toEqual(deck.cards.map((card) => card.id));
      });
    }
  }

  it('keeps kana between kanji as a segment of its own and a missing ruby as none', () => {
    const deck: StudyDeck = {
      kind: 'vocabulary',
      cards: [
        {
          id: 'a',
          written: 'お茶',
          reading: 'おちゃ',
          meaning: 'tea',
          sinoVietnamese: '',
          furigana: [{ text: 'お' }, { text: '茶', reading: 'ちゃ' }],
        },
        { id: 'b', written: 'ここ', reading: 'ここ', meaning: 'here', sinoVietnamese: '', furigana: null },
      ],
    };
    expect(unpackDeck(packDeck(deck))).toEqual(deck);
  });

  it('keeps the pitch accents, the most common first, and none where the word has none', () => {
    const word = { written: 'ちょっと', reading: 'ちょっと', meaning: 'a little', sinoVietnamese: '', furigana: null };
    const deck: StudyDeck = {
      kind: 'vocabulary',
      cards: [
        { ...word, id: 'one', pitch: [0] },
        { ...word, id: 'two', pitch: [1, 0], otherSpellings: ['一寸'] },
        { ...word, id: 'none' },
      ],
    };
    expect(unpackDeck(packDeck(deck))).toEqual(deck);
  });

  it('is smaller than the deck it packs', () => {
    const deck = unitDeck(requireUnit('kanji', 'n5', '1'), 'en');
    expect(JSON.stringify(packDeck(deck)).length).toBeLessThan(JSON.stringify(deck).length * 0.75);
  });
});

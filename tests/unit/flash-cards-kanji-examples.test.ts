import { describe, expect, it } from 'vitest';
import { allUnitParams, getUnit } from '@/features/content';
import { unitDeck } from '@/features/flash-cards/server/builtin-content';
import type { KanjiCard } from '@/features/flash-cards/study-cards';

function kanjiCard(kanji: string): KanjiCard {
  for (const { set, unit } of allUnitParams('kanji')) {
    const deck = unitDeck(getUnit('kanji', set, unit)!, 'en');
    const card = (deck.cards as readonly KanjiCard[]).find((c) => c.kanji === kanji);
    if (card) return card;
  }
  throw new Error(`no card for ${kanji}`);
}

describe("kanji cards' example words", () => {
  it('put the reading over the kanji only, not over the okurigana', () => {
    const dasu = kanjiCard('出').examples.find((e) => e.written === '出す');
    expect(dasu?.furigana).toEqual([{ text: '出', reading: 'だ' }, { text: 'す' }]);
  });

  it('give every example with kana in it a ruby that leaves the kana bare', () => {
    for (const { set, unit } of allUnitParams('kanji')) {
      for (const card of unitDeck(getUnit('kanji', set, unit)!, 'en').cards as readonly KanjiCard[]) {
        for (const example of card.examples) {
          if (!/[\u3040-\u309f]/.test(example.written)) continue;
          const where = `${card.kanji} ${example.written}`;
          expect(example.furigana, where).not.toBeNull();
          expect(example.furigana!.map((s) => s.text).join(''), where).toBe(example.written);
          expect(
            example.furigana!.some((s) => s.reading !== undefined && /[\u3040-\u309f]/.test(s.text)),
            where,
          ).toBe(false);
        }
      }
    }
  });
});

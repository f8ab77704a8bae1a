import type { SetCard } from './types';

/**
 * A set's cards as the set page sends them to its client parts: one [id, word, pronunciation, meaning, note]
 * row per card instead of an object. React's payload repeats an object's keys for every card, and every
 * quote in it is escaped twice inside the page's HTML: rows make a 100-card page ~6 kB smaller, and a shared
 * set page's cost is mostly the bytes it compresses and writes (bench/misses.md).
 */
export type PackedSetCard = readonly [id: string, word: string, pronunciation: string, meaning: string, note: string];

export function packSetCards(cards: readonly SetCard[]): PackedSetCard[] {
  return cards.map((card) => [card.id, card.word, card.pronunciation, card.meaning, card.note]);
}

export function unpackSetCards(rows: readonly PackedSetCard[]): SetCard[] {
  return rows.map(([id, word, pronunciation, meaning, note]) => ({ id, word, pronunciation, meaning, note }));
}

// The bank as cards (pure): for a custom set, a CSV file and a text file Anki imports. Both files are written by
// the word-list writer our own import reads (features/custom-sets/word-list.ts), so importing one gives these cards.
import { MAX_CARDS, type JlptOption } from '@/features/custom-sets/limits';
import type { SetInput } from '@/features/custom-sets/schemas';
import { formatWordList, type WordListCard, type WordListFormat } from '@/features/custom-sets/word-list';

import type { Mistake } from './schemas';

/** One card per word and meaning: a kanji missed in a meaning and a reading question is one card. */
export function mistakeCards(items: readonly Pick<Mistake, 'card'>[]): WordListCard[] {
  const seen = new Set<string>();
  const cards: WordListCard[] = [];
  for (const { card } of items) {
    const key = `${card.word}\u0000${card.meaning}`;
    if (seen.has(key)) continue;
    seen.add(key);
    cards.push({ word: card.word, pronunciation: card.reading, meaning: card.meaning, note: '' });
  }
  return cards;
}

/** Word, reading, meaning, separated by commas, one card a line: import it with "comma" and "pronunciation". */
export const CSV_FORMAT: WordListFormat = {
  field: { kind: 'comma' },
  card: { kind: 'newline' },
  pronunciation: true,
  note: false,
};

const ANKI_FORMAT: WordListFormat = { ...CSV_FORMAT, field: { kind: 'tab' } };

/** With a byte-order mark, so a spreadsheet reads it as UTF-8 (our import skips the mark). */
export function toCsv(cards: readonly WordListCard[]): string {
  return `\ufeff${formatWordList(cards, CSV_FORMAT)}\n`;
}

/**
 * Anki's "Notes in Plain Text" layout: the header names the separator, says the fields are plain text and names
 * the columns (a reading column named as such ticks "pronunciation" in our import panel).
 */
export function toAnkiText(cards: readonly WordListCard[], columns: readonly [string, string, string]): string {
  const header = ['#separator:tab', '#html:false', `#columns:${columns.join('\t')}`];
  return `${header.join('\n')}\n${formatWordList(cards, ANKI_FORMAT)}\n`;
}

/** The languages most of the cards are in (a set has one word and one meaning language). */
function mostCommon<T extends string>(values: readonly T[], fallback: T): T {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? fallback;
}

/**
 * A private custom set of the listed items' cards (the newest MAX_CARDS), as the set form would send it: the
 * save goes through the same action and the same schema as a set made by hand.
 */
export function setFromMistakes(
  items: readonly Pick<Mistake, 'card' | 'level'>[],
  text: { name: string; description: string },
): SetInput {
  const levels = new Set(items.map((item) => item.level));
  const only = levels.size === 1 ? [...levels][0] : null;
  return {
    name: text.name,
    description: text.description,
    customLevel: '',
    wordLanguage: mostCommon(
      items.map((item) => item.card.wordLanguage),
      'ja',
    ),
    meaningLanguage: mostCommon(
      items.map((item) => item.card.meaningLanguage),
      'en',
    ),
    jlptLevel: only === null || only === undefined ? '' : (String(only) as JlptOption),
    visibility: 'onlyMe',
    cards: mistakeCards(items)
      .slice(0, MAX_CARDS)
      .map((card) => ({ word: card.word, pronunciation: card.pronunciation, meaning: card.meaning, note: '' })),
  };
}

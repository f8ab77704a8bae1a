// The exported files must come back through our own import (the set form's "Import a word list") as the same
// cards, read the way the import panel reads them.
import { describe, expect, it } from 'vitest';

import { parseWordList, readWordListHeader } from '@/features/custom-sets/word-list-parser';
import { setInputSchema } from '@/features/custom-sets/schemas';
import { DEFAULT_FORMAT } from '@/features/custom-sets/word-list';
import { CSV_FORMAT, mistakeCards, setFromMistakes, toAnkiText, toCsv } from '@/features/mistakes/export';
import type { MistakeCard } from '@/features/mistakes/schemas';

const card = (word: string, reading: string, meaning: string): { card: MistakeCard; level: number | null } => ({
  card: { word, reading, meaning, wordLanguage: 'ja', meaningLanguage: 'en' },
  level: 5,
});

const items = [
  card('日', 'ニチ、ひ', 'day; sun'),
  card('食べさせられる', 'たべさせられる', '食べる (to eat) · causative-passive, plain'),
  card('"quoted"', '', 'comma, inside'),
  card('tab', 'and', 'a <b>tag</b> and a # sign'),
  card('日', 'ニチ、ひ', 'day; sun'), // the same card from another question: once
];

/** What the import panel does with pasted text: an Anki header picks separators and the reading column. */
function importLike(text: string, chosen = DEFAULT_FORMAT) {
  const suggested = readWordListHeader(text)?.suggested ?? {};
  return parseWordList(text, { ...chosen, ...suggested });
}

describe('exporting the mistakes bank', () => {
  const cards = mistakeCards(items);

  it('holds each card once', () => {
    expect(cards).toHaveLength(4);
  });

  it('writes an Anki text file with its headers that our import reads back as the same cards', () => {
    const text = toAnkiText(cards, ['Word', 'Reading', 'Meaning']);
    expect(text.split('\n').slice(0, 3)).toEqual(['#separator:tab', '#html:false', '#columns:Word\tReading\tMeaning']);
    const read = importLike(text);
    expect(read.rejected).toEqual([]);
    expect(read.anki?.headerLines).toBe(3);
    expect(read.cards).toEqual(cards);
  });

  it('names the reading column so that Vietnamese column names tick “pronunciation” too', () => {
    const read = importLike(toAnkiText(cards, ['Từ', 'Cách đọc', 'Nghĩa']));
    expect(read.cards).toEqual(cards);
  });

  it('writes a CSV file our import reads back with “comma” and “pronunciation”', () => {
    const text = toCsv(cards);
    expect(text.startsWith('\ufeff')).toBe(true);
    const read = parseWordList(text, CSV_FORMAT);
    expect(read.rejected).toEqual([]);
    expect(read.cards).toEqual(cards);
  });

  it('makes a private set the set form’s own schema accepts', () => {
    const input = setFromMistakes(items, { name: 'Mistakes', description: '' });
    const parsed = setInputSchema.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(input).toMatchObject({ visibility: 'onlyMe', jlptLevel: '5', wordLanguage: 'ja', meaningLanguage: 'en' });
    expect(input.cards.map((c) => c.word)).toEqual(cards.map((c) => c.word));
  });
});

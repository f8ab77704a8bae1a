// Property-based tests of the word-list import (fast-check): whatever is pasted, the parser answers with
// cards it can save and the lines it could not read — it never throws, never invents empty words or
// meanings, never returns a field longer than a card can hold — and "copy words" then "import" gives back
// the same cards, whatever characters they hold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { TEXT_MAX } from '../../lib/custom-sets/limits';
import { formatWordList, type WordListFormat } from '../../lib/custom-sets/word-list';
import { parseWordList } from '../../lib/custom-sets/word-list-parser';
import { hostileString } from '../support/hostile-input';

const format: fc.Arbitrary<WordListFormat> = fc.record({
  field: fc.oneof(
    fc.constant({ kind: 'tab' as const }),
    fc.constant({ kind: 'comma' as const }),
    fc.constantFrom('|', ' - ', '=>', '::').map((value) => ({ kind: 'custom' as const, value })),
  ),
  card: fc.oneof(
    fc.constant({ kind: 'newline' as const }),
    fc.constant({ kind: 'semicolon' as const }),
    fc.constantFrom('##', '||', '\n\n').map((value) => ({ kind: 'custom' as const, value })),
  ),
  pronunciation: fc.boolean(),
  note: fc.boolean(),
});

/** Text a card field can hold: trimmed, not empty, within the limit (what the form accepts). */
const cardText = fc
  .string({ minLength: 1, maxLength: 40 })
  .map((s) => s.trim())
  .filter((s) => s.length > 0);

describe('word-list import, for any input', () => {
  it('never throws and returns only savable cards', () => {
    fc.assert(
      fc.property(hostileString(2000), format, (text, fmt) => {
        const { cards, rejected } = parseWordList(text, fmt);
        for (const card of cards) {
          expect(card.word.trim()).not.toBe('');
          expect(card.meaning.trim()).not.toBe('');
          for (const value of Object.values(card)) expect(value.length).toBeLessThanOrEqual(TEXT_MAX);
        }
        for (const record of rejected) expect(record.index).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('gives back exactly the cards "copy words" wrote, in every format', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ word: cardText, pronunciation: cardText, meaning: cardText, note: cardText }), {
          minLength: 1,
          maxLength: 20,
        }),
        format,
        (cards, fmt) => {
          const expected = cards.map((c) => ({
            word: c.word,
            pronunciation: fmt.pronunciation ? c.pronunciation : '',
            meaning: c.meaning,
            note: fmt.note ? c.note : '',
          }));
          const parsed = parseWordList(formatWordList(expected, fmt), fmt);
          expect(parsed.rejected).toEqual([]);
          expect(parsed.cards).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});

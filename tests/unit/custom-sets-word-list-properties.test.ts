// Property-based tests of the word-list import (fast-check): whatever is pasted, the parser answers with
// cards it can save and the lines it could not read — it never throws, never invents empty words or
// meanings, never returns a field longer than a card can hold — and "copy words" then "import" gives back
// the same cards, whatever characters they hold. A stray quote costs one line, HTML fields (Anki) come out
// plain, and the tokenizer reads RFC 4180 text exactly as papaparse does.
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import { TEXT_MAX } from '@/features/custom-sets/limits';
import { formatWordList, type WordListFormat } from '@/features/custom-sets/word-list';
import { parseWordList } from '@/features/custom-sets/word-list-parser';
import { tokenizeWordList } from '@/features/custom-sets/word-list-tokenizer';
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
        for (const record of rejected) expect(record.line).toBeGreaterThan(0);
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

const plainFormats = fc.constantFrom<WordListFormat>(
  { field: { kind: 'tab' }, card: { kind: 'newline' }, pronunciation: false, note: false },
  { field: { kind: 'comma' }, card: { kind: 'newline' }, pronunciation: true, note: false },
  { field: { kind: 'custom', value: ' - ' }, card: { kind: 'semicolon' }, pronunciation: false, note: true },
);
// Text without quotes or separator characters: "copy words" then writes no quoted field, so nothing later in
// the text can close the stray quote (a quoted field that begins with a separator could: that text is
// ambiguous, and any CSV reader takes the quotes as pairs).
const plainText = cardText.map((s) => s.replace(/[",;\t-]/g, 'x'));
const simpleCard = fc.record({ word: plainText, pronunciation: plainText, meaning: plainText, note: plainText });

describe('word-list import, bad lines', () => {
  it('numbers every unreadable line within the text', () => {
    fc.assert(
      fc.property(hostileString(2000), format, (text, fmt) => {
        const lines = text.split(/\r\n|\r|\n/).length;
        for (const record of parseWordList(text, fmt).rejected) expect(record.line).toBeLessThanOrEqual(lines);
      }),
      { numRuns: 300 },
    );
  });

  it('a line with a stray quote at its start costs that line only, reported with its number', () => {
    fc.assert(
      fc.property(
        fc.array(simpleCard, { minLength: 1, maxLength: 15 }),
        plainFormats,
        fc.nat(),
        plainText,
        (cards, fmt, at, stray) => {
          const expected = cards.map((c) => ({
            word: c.word,
            pronunciation: fmt.pronunciation ? c.pronunciation : '',
            meaning: c.meaning,
            note: fmt.note ? c.note : '',
          }));
          const cardSep = fmt.card.kind === 'newline' ? '\n' : ';';
          const records = expected.map((card) => formatWordList([card], fmt));
          const position = at % (records.length + 1);
          records.splice(position, 0, `"${stray}`);
          const parsed = parseWordList(records.join(cardSep), fmt);
          expect(parsed.cards).toEqual(expected);
          expect(parsed.rejected).toHaveLength(1);
          expect(parsed.rejected[0]?.reason).toBe('unclosedQuote');
          if (cardSep === '\n') expect(parsed.rejected[0]?.line).toBe(position + 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('word-list import, Anki fields', () => {
  const markup = fc.constantFrom(
    '<b>',
    '</b>',
    '<br>',
    '<br />',
    '<div>',
    '</div>',
    '&nbsp;',
    '<span style="color: red">',
  );
  const media = fc.constantFrom('[sound:a.mp3]', '<img src="a.jpg">', '<IMG SRC=b.png />');

  // Text around the markup: no markup of its own, and no "#" (Anki reads a line starting with one as a comment).
  const text = cardText.map((s) => s.replace(/[<>&"#[\]\t\r\n]/g, 'x'));
  const part = fc.oneof(
    markup.map((value) => ({ value, kind: 'markup' })),
    media.map((value) => ({ value, kind: value.startsWith('[') ? 'sound' : 'image' })),
    text.map((value) => ({ value, kind: 'text' })),
  );

  it('cards read from HTML fields hold no markup, and every sound and image is counted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(text, fc.array(part, { maxLength: 6 })), { minLength: 1, maxLength: 10 }),
        (notes) => {
          const rows = notes.map(([word, parts]) => `${word}\tm ${parts.map((p) => p.value).join('')}`);
          const parsed = parseWordList(`#separator:tab\n#html:true\n${rows.join('\n')}`, {
            field: { kind: 'tab' },
            card: { kind: 'newline' },
            pronunciation: false,
            note: false,
          });
          expect(parsed.rejected).toEqual([]);
          expect(parsed.cards).toHaveLength(notes.length);
          for (const card of parsed.cards) expect(card.meaning).not.toMatch(/<|>|\[sound:|&nbsp;/);
          const all = notes.flatMap(([, parts]) => parts);
          expect(parsed.media).toEqual({
            sounds: all.filter((p) => p.kind === 'sound').length,
            images: all.filter((p) => p.kind === 'image').length,
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('word-list import agrees with papaparse on RFC 4180 text', () => {
  const csvField = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('a,b', 'say "hi"', 'two\nlines', 'tab\there', '""', ' padded ', ''),
  );
  it.each([
    ['comma', ','],
    ['tab', '\t'],
  ] as const)('%s-separated', (_name, delimiter) => {
    fc.assert(
      fc.property(
        fc.array(fc.array(csvField, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
        (rows) => {
          // A blank row is a record of one empty field to papaparse and nothing to the importer.
          const data = rows.filter((row) => row.some((f) => f.trim() !== ''));
          const text = Papa.unparse(data, { delimiter, newline: '\n' });
          const theirs = Papa.parse<string[]>(text, { delimiter, newline: '\n' }).data;
          const ours = tokenizeWordList(text, { fieldSep: delimiter, cardSep: null }).map((r) =>
            r.fields.map((f) => f.value),
          );
          expect(ours).toEqual(theirs);
        },
      ),
      { numRuns: 300 },
    );
  });
});

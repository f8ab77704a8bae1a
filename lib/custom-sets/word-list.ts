/**
 * "Import a word list" and "copy words": a small delimited-text format, one card per record, fields
 * word [, pronunciation], meaning [, note]. Pure (no React, no I/O). This module writes the format (and
 * holds what both sides share); ./word-list-parser.ts reads it — apart, so that a screen that only copies
 * words does not load the parser.
 *
 * Awkward input it accepts: blank records are skipped; Windows (\r\n) and old Mac (\r) line ends count as
 * new lines; a field may be quoted ("…", with "" for a quote) to hold the separators, new lines or tabs;
 * spaces around unquoted fields are trimmed. Extra fields are joined back into the last column, so a comma
 * list in the meaning survives "comma" separation.
 */
export type FieldSeparator = { kind: 'tab' } | { kind: 'comma' } | { kind: 'custom'; value: string };
export type CardSeparator = { kind: 'newline' } | { kind: 'semicolon' } | { kind: 'custom'; value: string };

export interface WordListFormat {
  field: FieldSeparator;
  card: CardSeparator;
  /** Optional columns: word, pronunciation?, meaning, note? */
  pronunciation: boolean;
  note: boolean;
}

export const DEFAULT_FORMAT: WordListFormat = {
  field: { kind: 'tab' },
  card: { kind: 'newline' },
  pronunciation: false,
  note: false,
};

export interface WordListCard {
  word: string;
  pronunciation: string;
  meaning: string;
  note: string;
}

export function fieldSeparatorOf(format: WordListFormat): string {
  if (format.field.kind === 'tab') return '\t';
  if (format.field.kind === 'comma') return ',';
  return format.field.value;
}

/** null means "any line end" (\r\n, \n or \r). */
export function cardSeparatorOf(format: WordListFormat): string | null {
  if (format.card.kind === 'newline') return null;
  if (format.card.kind === 'semicolon') return ';';
  return format.card.value;
}

const containsAnyCharOf = (value: string, chars: string) => [...chars].some((ch) => value.includes(ch));

/** Quotes a field when it holds a separator, a quote or a line end (or starts/ends with a space). */
function quoteIfNeeded(value: string, fieldSep: string, cardSep: string | null): string {
  const needsQuotes =
    value.includes('"') ||
    value.includes('\n') ||
    value.includes('\r') ||
    // Any character of a separator, not only the whole separator: with "::" a meaning ":" next to the
    // separator would read as ":::" and split in the wrong place (found by the property test).
    containsAnyCharOf(value, fieldSep) ||
    (cardSep !== null && containsAnyCharOf(value, cardSep)) ||
    value !== value.trim();
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The cards in the same format the importer reads, so "copy words" then "import" gives the same cards. */
export function formatWordList(cards: readonly WordListCard[], format: WordListFormat): string {
  const fieldSep = fieldSeparatorOf(format);
  const cardSep = cardSeparatorOf(format);
  return cards
    .map((card) => {
      const values = [
        card.word,
        ...(format.pronunciation ? [card.pronunciation] : []),
        card.meaning,
        ...(format.note ? [card.note] : []),
      ];
      return values.map((value) => quoteIfNeeded(value, fieldSep, cardSep)).join(fieldSep);
    })
    .join(cardSep === null ? '\n' : cardSep);
}

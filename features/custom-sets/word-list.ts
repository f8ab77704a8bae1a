/**
 * "Import a word list" and "copy words": a small delimited-text format, one card per record, fields
 * word [, pronunciation], meaning [, note]. Pure (no React, no I/O). This module writes the format (and
 * holds what both sides share); ./word-list-parser.ts reads it — apart, so that a screen that only copies
 * words does not load the parser.
 *
 * The reading rules (tests/unit/custom-sets-word-list*.test.ts hold a case for each):
 * - Blank records are skipped; \r\n, \n and \r all end a line; spaces around an unquoted field are trimmed.
 * - A field may be quoted ("…", with "" for a quote) to hold separators, line ends or tabs. A quote that is
 *   never closed costs its own line, reported with its number (./word-list-tokenizer.ts has the details).
 * - A card's field is one line (the form's fields are): the lines of a field are joined with "; ".
 * - Extra fields: with commas or a custom separator, a separator typed inside the meaning ("to eat, to
 *   consume") splits it, so the fields after the meaning are joined back into it exactly as typed; with a
 *   note column the note is then the last field. With tabs (and in Anki files) extra fields are further
 *   columns: they are kept in the note, joined with "; ". Empty fields at the end of a record are ignored.
 * - An empty custom separator between cards means a new line; an empty one between word and meaning reads
 *   nothing (the panel asks for one), and so do separators that contain a quote or hide each other.
 * - Anki's text files are read as Anki reads them: their header lines (./anki-header.ts) set the separator
 *   and say which columns are Anki's own (GUID, note type, deck, tags: left out); HTML fields become plain
 *   text, without their sounds and images (./field-markup.ts). Quizlet's export is this format already.
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

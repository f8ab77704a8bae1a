/**
 * Splits a word list into records of fields: delimited text with RFC 4180 quoting ("…", "" for a quote),
 * any separator strings, any line-end style, and line numbers for what it cannot read. Pure.
 *
 * Why not papaparse (a devDependency, used by the content scripts): it splits records only on \r, \n or
 * \r\n (this format also takes ";" or any string between cards), guesses one line-end style for the whole
 * text, opens a quoted field only at its very first character (people type `犬, "dog, hound"`), and on a
 * quote that is never closed it reads the rest of the text into that field — the very defect this file
 * must not have. Its answers agree with this one on RFC 4180 text (tests/unit/custom-sets-word-list-properties).
 *
 * Quotes: a quote at the start of a field (after spaces) opens a quoted field, which may hold separators and
 * line ends. Its closing quote must be followed by a separator or the end of the text (spaces allowed
 * between). When it is not, the quote did not open a quoted field:
 * - closed on the same line and followed by more text (`"Hello," he said`): the quote is text;
 * - never closed, or closed only lines (or cards) later: that one record is reported as unreadable
 *   (`unclosedQuote`) and reading goes on with the next line, so a stray quote costs one line, not the rest.
 */
interface RawField {
  /** The field as written, spaces around an unquoted value kept (the caller trims). */
  value: string;
  quoted: boolean;
}

export interface RawRecord {
  fields: RawField[];
  /** The record as written, for the preview of a line that cannot be read. */
  text: string;
  /** 1-based line of the text where the record starts. */
  line: number;
  unclosedQuote: boolean;
}

export interface TokenizeOptions {
  /** Between fields; never empty. */
  fieldSep: string;
  /** Between records; null means any line end (\r\n, \n or \r). */
  cardSep: string | null;
  /** Anki's files: a line that starts with "#" is a comment. */
  comments?: boolean;
  /** The line number of the text's first line (header lines already read count). */
  firstLine?: number;
}

const isLineEnd = (ch: string | undefined) => ch === '\n' || ch === '\r';
const isBlank = (ch: string | undefined) => ch === ' ' || ch === '\t';

export function tokenizeWordList(text: string, options: TokenizeOptions): RawRecord[] {
  const { fieldSep, cardSep, comments = false } = options;
  const records: RawRecord[] = [];
  const length = text.length;

  // Line numbers of record starts, counted once from left to right (record starts only move forward).
  let line = options.firstLine ?? 1;
  let counted = 0;
  const lineAt = (position: number) => {
    for (; counted < position; counted++) {
      const ch = text[counted];
      if (ch === '\n' || (ch === '\r' && text[counted + 1] !== '\n')) line++;
    }
    return line;
  };

  /** Length of the card separator at `at`, 0 when there is none. */
  const cardSepAt = (at: number): number => {
    if (cardSep === null) {
      if (text[at] === '\r') return text[at + 1] === '\n' ? 2 : 1;
      return text[at] === '\n' ? 1 : 0;
    }
    return text.startsWith(cardSep, at) ? cardSep.length : 0;
  };
  const endsField = (at: number) => at >= length || cardSepAt(at) > 0 || text.startsWith(fieldSep, at);

  /** Where the record around `from` ends: the next card separator, or the end of the text. */
  const nextCardSep = (from: number): number => {
    if (cardSep !== null) {
      const found = text.indexOf(cardSep, from);
      return found === -1 ? length : found;
    }
    for (let at = from; at < length; at++) if (isLineEnd(text[at])) return at;
    return length;
  };

  // Only these characters can start a separator: the others are passed over without a string comparison.
  const stops = new Set([fieldSep[0], ...(cardSep === null ? ['\n', '\r'] : [cardSep[0]])]);

  /** Reads an unquoted field from `from`; returns where it ends. */
  const readPlain = (from: number): number => {
    let at = from;
    while (at < length && (!stops.has(text[at]) || !endsField(at))) at++;
    return at;
  };

  /**
   * A quoted field opening at `quote`: its end (after the closing quote and any spaces) and value, or
   * 'literal' (the quote is text), or 'unclosed'.
   */
  const readQuoted = (quote: number): { end: number; value: string } | 'literal' | 'unclosed' => {
    let close = quote;
    for (;;) {
      close = text.indexOf('"', close + 1);
      if (close === -1) return 'unclosed';
      if (text[close + 1] !== '"') break;
      close += 1; // "" is a quote inside the field
    }
    let end = close + 1;
    while (!endsField(end) && isBlank(text[end])) end++;
    if (endsField(end)) return { end, value: text.slice(quote + 1, close).replaceAll('""', '"') };
    const inside = text.slice(quote, close);
    const spansRecords = cardSep === null ? /[\r\n]/.test(inside) : inside.includes(cardSep);
    return spansRecords ? 'unclosed' : 'literal';
  };

  let position = 0;
  while (position < length) {
    const start = position;
    if (comments && text[start] === '#') {
      const end = nextCardSep(start);
      position = end + cardSepAt(end);
      continue;
    }
    const fields: RawField[] = [];
    let unclosedQuote = false;
    let end = start;
    for (;;) {
      let quote = position;
      while (isBlank(text[quote]) && !endsField(quote)) quote++;
      const quoted = text[quote] === '"' ? readQuoted(quote) : 'literal';
      if (quoted === 'unclosed') {
        unclosedQuote = true;
        end = nextCardSep(quote + 1);
        break;
      }
      if (quoted === 'literal') {
        end = readPlain(position);
        fields.push({ value: text.slice(position, end), quoted: false });
      } else {
        end = quoted.end;
        fields.push({ value: quoted.value, quoted: true });
      }
      if (end >= length || cardSepAt(end) > 0) break;
      position = end + fieldSep.length;
    }
    records.push({ fields, text: text.slice(start, end), line: lineAt(start), unclosedQuote });
    position = end + cardSepAt(end);
    if (position === end) position = length; // the end of the text
  }
  return records;
}

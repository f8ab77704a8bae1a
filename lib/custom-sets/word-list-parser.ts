// Reads the word-list format of ./word-list.ts (its comment lists the awkward input accepted).
import { TEXT_MAX } from './limits';
import { cardSeparatorOf, fieldSeparatorOf, type WordListCard, type WordListFormat } from './word-list';

type RejectReason = 'missingMeaning' | 'missingWord' | 'tooLong' | 'unclosedQuote';

interface RejectedRecord {
  /** 1-based number of the record among the non-blank ones' positions in the text. */
  index: number;
  text: string;
  reason: RejectReason;
}

export interface ParseResult {
  cards: WordListCard[];
  rejected: RejectedRecord[];
}

interface RawRecord {
  fields: string[];
  text: string;
  unclosedQuote: boolean;
}

/** Splits text into records of fields, honouring quotes. */
function tokenize(text: string, fieldSep: string, cardSep: string | null): RawRecord[] {
  const records: RawRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false; // the current field started with a quote
  let inQuotes = false;
  let recordStart = 0;
  let i = 0;

  const endField = () => {
    fields.push(quoted ? field : field.trim());
    field = '';
    quoted = false;
  };
  const endRecord = (end: number, unclosedQuote = false) => {
    endField();
    records.push({ fields, text: text.slice(recordStart, end), unclosedQuote });
    fields = [];
  };
  // A line end (any style) when the card separator is "new line"; otherwise the custom string.
  const cardSepLength = (at: number): number => {
    if (cardSep === null) {
      if (text[at] === '\r') return text[at + 1] === '\n' ? 2 : 1;
      return text[at] === '\n' ? 1 : 0;
    }
    return cardSep !== '' && text.startsWith(cardSep, at) ? cardSep.length : 0;
  };

  while (i < text.length) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        continue;
      }
      field += ch;
      i += 1;
      continue;
    }
    // A quote opens a quoted field only at the field's start (after optional spaces).
    if (ch === '"' && field.trim() === '' && !quoted) {
      field = '';
      quoted = true;
      inQuotes = true;
      i += 1;
      continue;
    }
    const sepLength = cardSepLength(i);
    if (sepLength > 0) {
      endRecord(i);
      i += sepLength;
      recordStart = i;
      continue;
    }
    if (fieldSep !== '' && text.startsWith(fieldSep, i)) {
      endField();
      i += fieldSep.length;
      continue;
    }
    // Text after a closing quote (`"a" b`) is kept as part of the field.
    field += ch;
    i += 1;
  }
  endRecord(text.length, inQuotes);
  return records;
}

export function parseWordList(text: string, format: WordListFormat): ParseResult {
  const fieldSep = fieldSeparatorOf(format);
  const columns = [
    'word',
    ...(format.pronunciation ? ['pronunciation'] : []),
    'meaning',
    ...(format.note ? ['note'] : []),
  ];
  const cards: WordListCard[] = [];
  const rejected: RejectedRecord[] = [];
  const records = tokenize(text, fieldSep, cardSeparatorOf(format));
  records.forEach((record, position) => {
    const { fields } = record;
    if (fields.every((f) => f.trim() === '')) return; // blank line
    const index = position + 1;
    const reject = (reason: RejectReason) => rejected.push({ index, text: record.text.trim(), reason });
    if (record.unclosedQuote) return reject('unclosedQuote');
    // Extra fields belong to the last column (e.g. "to eat, to consume" split by commas).
    const values =
      fields.length > columns.length
        ? [...fields.slice(0, columns.length - 1), fields.slice(columns.length - 1).join(fieldSep)]
        : fields;
    const card: WordListCard = { word: '', pronunciation: '', meaning: '', note: '' };
    columns.forEach((column, c) => {
      card[column as keyof WordListCard] = (values[c] ?? '').trim();
    });
    if (card.word === '') return reject('missingWord');
    if (card.meaning === '') return reject('missingMeaning');
    if (Object.values(card).some((value) => value.length > TEXT_MAX)) return reject('tooLong');
    cards.push(card);
  });
  return { cards, rejected };
}

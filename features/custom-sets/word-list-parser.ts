// Reads word lists: the format of ./word-list.ts (its comment gives the rules), Anki's text files and
// Quizlet's export. Records come from ./word-list-tokenizer.ts, Anki's header from ./anki-header.ts, HTML
// fields are made plain by ./field-markup.ts.
import { ANKI_META_COLUMNS, readAnkiHeader, type AnkiHeader, type AnkiMetaColumn } from './anki-header';
import { looksLikeAnkiMarkup, markupToText, type MediaCount } from './field-markup';
import { TEXT_MAX } from './limits';
import {
  cardSeparatorOf,
  fieldSeparatorOf,
  type FieldSeparator,
  type WordListCard,
  type WordListFormat,
} from './word-list';
import { tokenizeWordList, type RawRecord } from './word-list-tokenizer';

type RejectReason = 'missingMeaning' | 'missingWord' | 'tooLong' | 'unclosedQuote';

/** A separator choice that cannot read anything; the panel says why instead of rejecting every line. */
type FormatProblem = 'emptyFieldSeparator' | 'quoteInSeparator' | 'sameSeparators';

interface RejectedRecord {
  /** 1-based line of the text where the record starts (header lines and line breaks in fields count). */
  line: number;
  text: string;
  reason: RejectReason;
}

export interface ParseResult {
  cards: WordListCard[];
  rejected: RejectedRecord[];
  /** An Anki file: how many header lines were read, and which of Anki's own columns were left out. */
  anki: { headerLines: number; leftOut: AnkiMetaColumn[] } | null;
  /** Whether fields were read as HTML (the file says so, or holds Anki's markup) and made plain. */
  html: boolean;
  /** Sounds and images left out of the cards read (a card holds text only). */
  media: MediaCount;
  problem: FormatProblem | null;
}

/** What an Anki header says about the panel's choices: its separator, and a reading column by name. */
interface WordListHeader {
  anki: AnkiHeader;
  suggested: Partial<WordListFormat>;
}

const READING_LABEL = /reading|kana|furigana|yomi|pronunciation|romaji|読み|よみ|phát âm|cách đọc/i;

function fieldSeparatorFrom(separator: string): FieldSeparator {
  if (separator === '\t') return { kind: 'tab' };
  if (separator === ',') return { kind: 'comma' };
  return { kind: 'custom', value: separator };
}

/** The file's Anki header, if any, with the choices it implies. */
export function readWordListHeader(text: string): WordListHeader | null {
  const anki = readAnkiHeader(text.replace(/^\ufeff/, ''));
  if (!anki) return null;
  const suggested: Partial<WordListFormat> = { card: { kind: 'newline' } };
  if (anki.separator !== null) suggested.field = fieldSeparatorFrom(anki.separator);
  const labels = fieldLabels(anki);
  if (labels.length >= 3) suggested.pronunciation = READING_LABEL.test(labels[1]!);
  return { anki, suggested };
}

/** The `#columns:` names of the note's own fields (Anki's columns left out). */
function fieldLabels(anki: AnkiHeader): string[] {
  if (anki.columns === null) return [];
  const meta = new Set(Object.values(anki.metaColumns));
  return anki.columns
    .split(anki.separator ?? '\t')
    .map((label) => label.trim())
    .filter((_, index) => !meta.has(index + 1));
}

function problemOf(fieldSep: string, cardSep: string | null): FormatProblem | null {
  if (fieldSep === '') return 'emptyFieldSeparator';
  if (fieldSep.includes('"') || cardSep?.includes('"')) return 'quoteInSeparator';
  // The card separator is looked for first, so a field separator that holds it is never seen ("||" in
  // fields, "|" between cards); the other way round works ("|" in fields, "||" between cards).
  const hidden = cardSep === null ? /[\r\n]/.test(fieldSep) : fieldSep.includes(cardSep);
  return hidden ? 'sameSeparators' : null;
}

/** A card field is one line (the form's fields are): a field's lines are joined with "; ". */
const oneLine = (value: string) =>
  value
    .split(/\r\n|\r|\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('; ');

export function parseWordList(text: string, format: WordListFormat): ParseResult {
  const body = text.replace(/^\ufeff/, '');
  const header = readAnkiHeader(body);
  const fieldSep = header?.separator ?? fieldSeparatorOf(format);
  // Anki's files have one note per line; an empty custom card separator means a new line too.
  const cardSep = header ? null : cardSeparatorOf(format) || null;
  const media: MediaCount = { sounds: 0, images: 0 };
  const result: ParseResult = {
    cards: [],
    rejected: [],
    anki: header
      ? { headerLines: header.lines, leftOut: ANKI_META_COLUMNS.filter((name) => header.metaColumns[name]) }
      : null,
    html: false,
    media,
    problem: problemOf(fieldSep, cardSep),
  };
  if (result.problem) return result;

  const cardsText = body.slice(header?.length ?? 0);
  const records = tokenizeWordList(cardsText, {
    fieldSep,
    cardSep,
    comments: header !== null,
    firstLine: (header?.lines ?? 0) + 1,
  });
  const html = header?.html ?? looksLikeAnkiMarkup(cardsText);
  result.html = html;
  const metaColumns = new Set(Object.values(header?.metaColumns ?? {}));
  // Extra fields: in a list typed with commas (or another typed separator) they are the rest of a meaning
  // ("to eat, to consume"); in tab-separated and Anki files they are further columns, kept in the note.
  const extrasToMeaning = header === null && fieldSep !== '\t';

  for (const record of records) {
    const reject = (reason: RejectReason) =>
      result.rejected.push({ line: record.line, text: record.text.trim(), reason });
    if (record.unclosedQuote) {
      reject('unclosedQuote');
      continue;
    }
    const recordMedia: MediaCount = { sounds: 0, images: 0 };
    const values = fieldValues(record, metaColumns, (value) => (html ? markupToText(value, recordMedia) : value));
    if (values.length === 0) continue; // a blank line
    const card = cardFrom(values, format, extrasToMeaning ? fieldSep : null);
    if (card.word === '') reject('missingWord');
    else if (card.meaning === '') reject('missingMeaning');
    else if (Object.values(card).some((value) => value.length > TEXT_MAX)) reject('tooLong');
    else {
      result.cards.push(card);
      media.sounds += recordMedia.sounds;
      media.images += recordMedia.images;
    }
  }
  return result;
}

/** The record's fields as text, Anki's own columns left out, the empty fields at its end dropped. */
function fieldValues(record: RawRecord, metaColumns: Set<number>, clean: (value: string) => string): string[] {
  const values = record.fields.filter((_, index) => !metaColumns.has(index + 1)).map((field) => clean(field.value));
  while (values.length > 0 && values.at(-1)!.trim() === '') values.pop();
  return values;
}

/**
 * Fields to a card: word, [pronunciation], meaning, [note] in order. Extra fields join the meaning as typed
 * (`typedSeparator` between them, the note then being the last field), or else the note, joined by "; ".
 */
function cardFrom(values: string[], format: WordListFormat, typedSeparator: string | null): WordListCard {
  const meaningAt = format.pronunciation ? 2 : 1;
  const named = meaningAt + 1 + (format.note ? 1 : 0);
  let meaning = values[meaningAt] ?? '';
  let notes = format.note ? [values[meaningAt + 1] ?? ''] : [];
  if (values.length > named) {
    if (typedSeparator !== null) {
      const meaningEnd = format.note ? values.length - 1 : values.length;
      meaning = values.slice(meaningAt, meaningEnd).join(typedSeparator);
      notes = format.note ? [values.at(-1)!] : [];
    } else {
      notes = [...notes, ...values.slice(named)];
    }
  }
  return {
    word: oneLine(values[0] ?? ''),
    pronunciation: format.pronunciation ? oneLine(values[1] ?? '') : '',
    meaning: oneLine(meaning),
    note: notes
      .map(oneLine)
      .filter((note) => note !== '')
      .join('; '),
  };
}

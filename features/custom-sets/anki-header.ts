/**
 * The header lines of an Anki text file ("Notes in Plain Text" export, or a file made for Anki's importer):
 * lines at the top that start with "#" and hold `key:value` (`#separator:tab`, `#html:true`,
 * `#columns:Front⇥Back`, `#guid column:1`, `#notetype column:2`, `#deck column:3`, `#tags column:6`, and
 * `#tags:`, `#deck:`, `#notetype:` for every note), and an old-style first line `tags:…`. Anki reads every
 * "#" line at the top as a header (keys case-insensitive); here the block counts as Anki's only when at
 * least one of its keys is one Anki knows, so a plain list whose first word starts with "#" stays a list.
 * Pure.
 */
export type AnkiMetaColumn = 'guid' | 'notetype' | 'deck' | 'tags';
export const ANKI_META_COLUMNS: readonly AnkiMetaColumn[] = ['guid', 'notetype', 'deck', 'tags'];

export interface AnkiHeader {
  /** How many lines at the top are header lines, and how many characters they take (line ends included). */
  lines: number;
  length: number;
  /** The field separator the file names (`#separator:tab`, `pipe`, `;` …), or null when it names none. */
  separator: string | null;
  /** Whether fields are HTML (`#html:true`), or null when the file does not say. */
  html: boolean | null;
  /** The raw `#columns:` value: column names joined by the separator. */
  columns: string | null;
  /** 1-based columns that hold Anki's own data, not a note's fields. */
  metaColumns: Partial<Record<AnkiMetaColumn, number>>;
}

const SEPARATOR_NAMES: Record<string, string> = {
  comma: ',',
  semicolon: ';',
  tab: '\t',
  space: ' ',
  pipe: '|',
  colon: ':',
};
const VALUE_KEYS = new Set(['separator', 'html', 'tags', 'columns', 'notetype', 'deck']);

function separatorFrom(value: string): string | null {
  const named = SEPARATOR_NAMES[value.trim().toLowerCase()];
  if (named) return named;
  // A single character names itself (not a quote, which marks quoted fields, nor a line end).
  return value.length === 1 && !'"\r\n'.includes(value) ? value : null;
}

/** The header of `text`, or null when it has none. */
export function readAnkiHeader(text: string): AnkiHeader | null {
  const header: AnkiHeader = { lines: 0, length: 0, separator: null, html: null, columns: null, metaColumns: {} };
  let known = false;
  let position = 0;
  while (position < text.length) {
    let end = position;
    while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end++;
    const line = text.slice(position, end);
    const isFirstLineTags = header.lines === 0 && line.startsWith('tags:');
    if (!line.startsWith('#') && !isFirstLineTags) break;
    const colon = line.indexOf(':');
    if (isFirstLineTags) known = true;
    else if (colon > 0)
      known = readKey(header, line.slice(1, colon).trim().toLowerCase(), line.slice(colon + 1)) || known;
    header.lines += 1;
    position = end + (text[end] === '\r' && text[end + 1] === '\n' ? 2 : end < text.length ? 1 : 0);
    header.length = position;
  }
  return known ? header : null;
}

/** Applies one `#key:value` line; true when Anki knows the key. */
function readKey(header: AnkiHeader, key: string, value: string): boolean {
  if (key === 'separator') header.separator = separatorFrom(value) ?? header.separator;
  else if (key === 'html') {
    const flag = value.trim().toLowerCase();
    if (flag === 'true' || flag === 'false') header.html = flag === 'true';
  } else if (key === 'columns') header.columns = value;
  else if (key.endsWith(' column')) {
    const name = key.slice(0, -' column'.length) as AnkiMetaColumn;
    if (!ANKI_META_COLUMNS.includes(name)) return false;
    const index = Number(value.trim());
    if (Number.isInteger(index) && index > 0) header.metaColumns[name] = index;
    return true;
  } else return VALUE_KEYS.has(key);
  return true;
}

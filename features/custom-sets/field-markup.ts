/**
 * Anki's fields are HTML with media references; a Kotonoha card holds plain text. This turns such a field
 * into the text a learner saw on the card: `<br>` and block ends become line breaks (the importer then joins
 * a field's lines with "; "), entities are decoded (`&nbsp;` → space), furigana (`<rt>`), styles and
 * scripts are dropped with their content, every other tag without it, cloze deletions keep their text, and
 * sounds (`[sound:…]`) and images (`<img>`) are left out and counted, so the preview can say so. Pure, and
 * no DOM: it runs in the parser's tests and on any page.
 */
export interface MediaCount {
  sounds: number;
  images: number;
}

/** Markup nobody types into a word list by hand: the sign of an Anki export that has no header lines. */
const ANKI_MARKUP = /<br\s*\/?>|<\/?div[\s>]|<img\s|&nbsp;|\[sound:[^\]\r\n]*\]/i;

export const looksLikeAnkiMarkup = (text: string) => ANKI_MARKUP.test(text);

const SOUND = /\[sound:[^\]]*\]/g;
const IMAGE = /<img\b[^>]*>/gi;
const DROPPED_WITH_CONTENT = /<(style|script|rt|rp)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const LINE_BREAK_TAG = /<br\s*\/?>|<\/?(?:div|p|li|ul|ol|tr|table|h[1-6]|blockquote|pre|hr)\b[^>]*>/gi;
const OTHER_TAG = /<\/?[a-z][^>]*>/gi;
const CLOZE = /\{\{c\d+::([\s\S]*?)(?:::[\s\S]*?)?\}\}/g;
const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,7});/gi;

// The named entities that turn up in flash-card fields; anything rarer arrives as a character or &#…;.
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  shy: '',
  zwsp: '',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  times: '×',
  divide: '÷',
  deg: '°',
  rarr: '→',
  larr: '←',
  harr: '↔',
  yen: '¥',
  euro: '€',
  copy: '©',
};

function decodeEntity(whole: string, name: string): string {
  if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  // A surrogate or a number past Unicode is no character: the replacement character stands in.
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

/** The field's text; sounds and images it leaves out are added to `media`. */
export function markupToText(field: string, media: MediaCount): string {
  const text = field
    .replace(SOUND, () => {
      media.sounds += 1;
      return '';
    })
    .replace(IMAGE, () => {
      media.images += 1;
      return '';
    })
    .replace(DROPPED_WITH_CONTENT, '')
    .replace(LINE_BREAK_TAG, '\n')
    .replace(OTHER_TAG, '')
    .replace(CLOZE, '$1')
    .replace(ENTITY, decodeEntity);
  // HTML shows a run of spaces (and the non-breaking ones) as one.
  return text.replace(/[ \t\u00a0]+/g, ' ');
}

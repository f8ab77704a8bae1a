// Romaji → kana for the answer field. wanakana does the conversion; this module decides when and how.
//
// - While typing, IME mode keeps a lone "n" as is until the next letter (so "na" is な and "nn" / "n'" is ん).
// - Latin letters are converted to hiragana only: phones capitalise the first letter of a field, and wanakana
//   would turn capitals into katakana.
// - Full-width latin (what a Japanese IME types in its direct-input mode) is treated like ASCII.
// - Kana and kanji the learner typed with a real IME are left alone.

import { toKana } from 'wanakana';

const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g;

function halfWidth(text: string): string {
  return text.replace(FULL_WIDTH_ASCII, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));
}

const LATIN = /[A-Za-z]/;

export function hasLatin(text: string): boolean {
  return LATIN.test(halfWidth(text));
}

function convert(text: string, imeMode: boolean): string {
  const ascii = halfWidth(text);
  if (!LATIN.test(ascii) && !ascii.includes('-')) return text;
  return toKana(ascii.toLowerCase(), { IMEMode: imeMode });
}

/**
 * Converts what has been typed so far, keeping the caret where it was relative to the text: the parts
 * before and after the caret are converted separately (the learner is editing at the caret).
 */
export function convertWhileTyping(value: string, caret: number | null): { value: string; caret: number } {
  const at = caret ?? value.length;
  const before = convert(value.slice(0, at), true);
  const after = convert(value.slice(at), true);
  return { value: before + after, caret: before.length };
}

/**
 * The field once the learner is done typing (it loses focus, or Enter): a trailing "n", which the conversion
 * while typing keeps for the next letter, becomes ん. Nothing else changes.
 */
export function finishTyping(value: string): string {
  return convert(value, false);
}

/** The answer as it is checked: a trailing "n" becomes ん, spaces (IME or phone) are dropped. */
export function finalizeAnswer(value: string): string {
  return convert(value.replace(/[\s\u3000]+/g, ''), false);
}

/**
 * Kana spellings as learners type them, and when two of them are the same answer. Both answer checkers (the
 * conjugation quiz and the flash-card tests) compare spellings through this module. Pure functions.
 *
 * Romaji is turned into kana by ./romaji.ts before a spelling reaches these functions.
 */
import { isKanaChar, isKanjiChar, toHiragana, vowelOf } from './kana';

/**
 * Typed text with width and case folded and no whitespace: NFKC turns full-width latin into ASCII
 * (ｔａｂｅ → tabe) and half-width katakana into full width (ﾀﾍﾞﾙ → タベル); IME and phone spaces go.
 */
export function foldTyping(text: string): string {
  return text.normalize('NFKC').replace(/\s+/gu, '').toLowerCase();
}

/** Only kana (hiragana, katakana, ー): no kanji, latin letters or punctuation. */
export function isKanaOnly(text: string): boolean {
  return [...text].every(isKanaChar);
}

const VOWEL_KANA = { a: 'あ', i: 'い', u: 'う', e: 'え', o: 'お' } as const;

/** ー spelled out as the vowel it lengthens: こーひー → こおひい. A ー after ん or っ is kept. */
export function spellOutLongVowels(kana: string): string {
  let out = '';
  for (const ch of kana) {
    if (ch === 'ー') {
      const vowel = vowelOf(out.at(-1) ?? '');
      out += vowel ? VOWEL_KANA[vowel] : ch;
    } else out += ch;
  }
  return out;
}

export interface ReadingKeyOptions {
  /**
   * Count ー as the vowel it lengthens (コーヒー = こおひい), as the flash-card tests do for words written in
   * katakana. Off in the conjugation quiz, which drills the standard hiragana spelling (おおきい, not おーきい).
   */
  spellOutLongVowels?: boolean;
}

/**
 * The key under which two kana spellings are the same answer: katakana read as hiragana (アワナカッタ →
 * あわなかった) and, unless turned off, ー spelled out. Kanji and every other character are kept.
 */
export function readingKey(text: string, { spellOutLongVowels: longVowels = true }: ReadingKeyOptions = {}): string {
  const hiragana = toHiragana(text);
  return longVowels ? spellOutLongVowels(hiragana) : hiragana;
}

/**
 * Can `spelling` (kanji and kana) be read as `reading` (hiragana)? Shape only: its kana must appear in the
 * reading in order (katakana as hiragana), and each run of kanji reads as one kana or more.
 */
export function spellingFitsReading(spelling: string, reading: string): boolean {
  let pattern = '';
  let inKanji = false;
  for (const ch of spelling) {
    if (isKanjiChar(ch)) {
      if (!inKanji) pattern += '.+';
      inKanji = true;
    } else {
      inKanji = false;
      pattern += toHiragana(ch).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`, 'u').test(reading);
}

/** Same length and the same kana in the same places; only kanji differ (合わなかった vs 会わなかった). */
export function differsOnlyInKanji(typed: string, expected: string): boolean {
  const a = [...typed];
  const b = [...expected];
  if (a.length !== b.length) return false;
  return a.every((ch, i) => ch === b[i] || (isKanjiChar(ch) && isKanjiChar(b[i])));
}

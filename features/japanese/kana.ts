// Small, dependency-free character helpers for Japanese text (kana, kanji, vowel rows), shared by the
// conjugation engine, the answer checkers and the quiz furigana. Pure functions only.

/** Hiragana letters (ぁ..ゖ) plus the iteration marks ゝゞ. The long-vowel mark ー is not hiragana. */
function isHiraganaChar(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (c >= 0x3041 && c <= 0x3096) || c === 0x309d || c === 0x309e;
}

/** Katakana letters (ァ..ヺ), the iteration marks ヽヾ and the long-vowel mark ー. */
export function isKatakanaChar(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (c >= 0x30a1 && c <= 0x30fa) || c === 0x30fc || c === 0x30fd || c === 0x30fe;
}

export function isKanaChar(ch: string): boolean {
  return isHiraganaChar(ch) || isKatakanaChar(ch);
}

/** CJK ideographs (incl. extension A, compatibility ideographs) and the repetition mark 々. */
export function isKanjiChar(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0x20000 && c <= 0x2ffff) ||
    c === 0x3005 // 々
  );
}

export function isHiragana(s: string): boolean {
  return s.length > 0 && [...s].every(isHiraganaChar);
}

export function hasKanji(s: string): boolean {
  return [...s].some(isKanjiChar);
}

/** Katakana → hiragana (ヴ → ゔ, ヵヶ → ゕゖ); the long-vowel mark ー and everything else are kept. */
export function toHiragana(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    if ((c >= 0x30a1 && c <= 0x30f6) || c === 0x30fd || c === 0x30fe) {
      out += String.fromCodePoint(c - 0x60);
    } else {
      out += ch;
    }
  }
  return out;
}

/** The trailing run of hiragana of a string (its okurigana when it starts with kanji). */
export function trailingHiragana(s: string): string {
  const chars = [...s];
  let i = chars.length;
  while (i > 0 && isHiraganaChar(chars[i - 1])) i--;
  return chars.slice(i).join('');
}

/** Vowel row of a (full-size) hiragana: 'a' | 'i' | 'u' | 'e' | 'o', or null. */
export function vowelOf(ch: string): 'a' | 'i' | 'u' | 'e' | 'o' | null {
  const rows: Record<'a' | 'i' | 'u' | 'e' | 'o', string> = {
    a: 'あかがさざただなはばぱまやらわ',
    i: 'いきぎしじちぢにひびぴみり',
    u: 'うくぐすずつづぬふぶぷむゆる',
    e: 'えけげせぜてでねへべぺめれ',
    o: 'おこごそぞとどのほぼぽもよろを',
  };
  for (const v of ['a', 'i', 'u', 'e', 'o'] as const) {
    if (rows[v].includes(ch)) return v;
  }
  return null;
}

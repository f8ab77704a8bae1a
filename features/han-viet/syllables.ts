/**
 * The two sides of a Hán-Việt ↔ on'yomi pair cut into comparable parts. A Hán-Việt syllable is an initial
 * consonant and a rhyme, tones dropped (tones carry Middle Chinese tone classes, which Japanese lost); an
 * on'yomi is written in Kunrei-style romaji (シ si, チ ti, ツ tu, ジ and ヂ zi) so that its first consonant is a
 * row of the kana table (シャ sya → s, チョウ tyou → t) and the rest is its rhyme. No React, no I/O.
 */

/** Longest first, so "ngh" wins over "ng" and "nh" over "n". */
const INITIALS = 'ngh ng nh ch tr th ph kh gh gi qu b c d đ g h k l m n r s t v x'.split(' ');

/** The five tone marks (grave, acute, hook, tilde, dot below); circumflex, breve and horn stay: they are vowels. */
const TONE_MARKS = /[\u0300\u0301\u0309\u0303\u0323]/g;

export interface VietSyllable {
  /** Without tone, lower case: "nhat" for Nhật, "quoc" keeps its vowel marks: "quôc". */
  readonly plain: string;
  /** "" for a syllable that starts with a vowel (An, Ý). */
  readonly initial: string;
  readonly rhyme: string;
}

export function splitVietnamese(reading: string): VietSyllable | null {
  const plain = reading.normalize('NFD').replace(TONE_MARKS, '').normalize('NFC').toLowerCase().trim();
  if (!/^[a-zđâăêôơưy]+$/u.test(plain)) return null;
  // "gi" before a vowel is an initial (gia, giáo), but in "gì" alone the i is the rhyme.
  const initial = INITIALS.find((i) => plain.startsWith(i) && (i !== 'gi' || plain.length > 2)) ?? '';
  return { plain, initial, rhyme: plain.slice(initial.length) };
}

/** Each kana row and its Kunrei romaji: the row's consonant (none for the vowels) and its five vowels. */
const KANA_TABLE = [
  ['', 'アイウエオ'],
  ['k', 'カキクケコ'],
  ['g', 'ガギグゲゴ'],
  ['s', 'サシスセソ'],
  ['z', 'ザジズゼゾ'],
  ['t', 'タチツテト'],
  // ヂ and ヅ are said as ジ and ズ: one spelling for one sound.
  ['z', '・ヂヅ・・'],
  ['d', 'ダ・・デド'],
  ['n', 'ナニヌネノ'],
  ['h', 'ハヒフヘホ'],
  ['b', 'バビブベボ'],
  ['p', 'パピプペポ'],
  ['m', 'マミムメモ'],
  ['y', 'ヤ・ユ・ヨ'],
  ['r', 'ラリルレロ'],
  ['w', 'ワヰ・ヱヲ'],
] as const;
const KANA_ROWS: Record<string, string> = { ン: 'n' };
for (const [consonant, kana] of KANA_TABLE) {
  [...kana].forEach((ch, i) => {
    if (ch !== '・') KANA_ROWS[ch] = consonant === 'w' && i > 0 ? 'aiueo'[i]! : consonant + 'aiueo'[i]!;
  });
}
const SMALL_Y: Record<string, string> = { ャ: 'ya', ュ: 'yu', ョ: 'yo' };

/** キョウ → "kyou", ジツ → "zitu", シャク → "syaku"; null for anything that is not plain katakana. */
export function kunreiOf(katakana: string): string | null {
  let out = '';
  for (const ch of katakana) {
    const small = SMALL_Y[ch];
    if (small) {
      // キ + ョ → ky + o: the small kana replaces the vowel i.
      if (!out.endsWith('i')) return null;
      out = out.slice(0, -1) + small;
    } else if (ch === 'ッ') out += 'Q';
    else if (ch === 'ー') out += out.at(-1) ?? '';
    else if (KANA_ROWS[ch] !== undefined) out += KANA_ROWS[ch];
    else return null;
  }
  return out;
}

/** The row of an on'yomi ("k" for キョウ, "" for イチ) and the rest ("you", "iti"). */
export function splitOnyomi(katakana: string): { onset: string; rest: string } | null {
  const romaji = kunreiOf(katakana);
  if (romaji === null || romaji === '') return null;
  const onset = /^[kgsztdnhbpmyrw]?/.exec(romaji)![0];
  return { onset, rest: romaji.slice(onset.length) };
}

// The first kana of each syllable wins: ジ over ヂ, イ over ヰ, so "zi" is written ジ as modern Japanese does.
const KANA_OF: Record<string, string> = {};
for (const [kana, romaji] of Object.entries(KANA_ROWS)) KANA_OF[romaji] ??= kana;

/** "kyou" → キョウ: the inverse of kunreiOf for the syllables an on'yomi has; null when one does not exist. */
export function katakanaOf(romaji: string): string | null {
  let out = '';
  let rest = romaji;
  while (rest) {
    const glide = /^([kgsztdnhbpmr])y([auo])/.exec(rest);
    if (glide) {
      out += KANA_OF[`${glide[1]}i`] + { a: 'ャ', u: 'ュ', o: 'ョ' }[glide[2] as 'a' | 'u' | 'o'];
      rest = rest.slice(3);
      continue;
    }
    if (rest.startsWith('Q')) {
      out += 'ッ';
      rest = rest.slice(1);
      continue;
    }
    const mora = [rest.slice(0, 2), rest.slice(0, 1)].find(
      (m) => m in KANA_OF && (m !== 'n' || !/^n[aiueoy]/.test(rest)),
    );
    if (!mora) return null;
    out += KANA_OF[mora];
    rest = rest.slice(mora.length);
  }
  return out;
}

/**
 * Answer normalisation: what a learner types and what a card says are both brought to one form, so a test
 * marks the knowledge and not the typing. Pure functions.
 */
import { foldTyping, readingKey } from '@/features/japanese/kana-spelling';
import { finalizeAnswer } from '@/features/japanese/romaji';

/** Punctuation and symbols of any script (、。・「」！？ . , ' " …) and every kind of space. */
const PUNCTUATION_OR_SPACE = /[\p{P}\p{S}\s]/gu;

/**
 * A Japanese answer: romaji becomes kana (a trailing "n" too), katakana counts as hiragana and ー as the vowel
 * it lengthens (コーヒー = こおひい), full-width and half-width forms are folded (NFKC), spaces and punctuation
 * are dropped. Kanji are kept as they are.
 */
export function normalizeJapanese(text: string): string {
  return readingKey(finalizeAnswer(foldTyping(text))).replace(PUNCTUATION_OR_SPACE, '');
}

/**
 * A meaning in a latin-script language (or Chinese): case, accents' composition (NFC), surrounding and
 * repeated spaces and punctuation are ignored, and so are the "to " of English verbs and a leading article.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(PUNCTUATION_OR_SPACE, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^(to|a|an|the) (?=\S)/, '');
}

/**
 * The senses of a meaning: "to eat; to have (a meal)" → ["to eat", "to have (a meal)", "to have"]. A sense
 * with a parenthesised note also counts without it. Separators: ";", ",", "/" and their full-width forms.
 */
export function splitMeanings(meaning: string): string[] {
  const senses = meaning
    .normalize('NFKC')
    .split(/[;,/、]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out = new Set<string>();
  for (const sense of senses) {
    out.add(sense);
    const bare = sense
      .replace(/\([^)]*\)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (bare) out.add(bare);
  }
  return [...out];
}

/**
 * Readings as learners type them: KANJIDIC's affix dashes dropped, and for a kun'yomi with okurigana both the
 * whole word and the kanji's own part count (た.べる → たべる, た).
 */
export function readingVariants(reading: string): string[] {
  const clean = reading.replace(/[-－]/g, '');
  const dot = clean.indexOf('.');
  if (dot < 0) return [clean];
  return [clean.replace('.', ''), clean.slice(0, dot)];
}

/** How a reading is shown: た.べる → たべる, -び → び. */
export function displayReading(reading: string): string {
  return reading.replace(/[-－.]/g, '');
}

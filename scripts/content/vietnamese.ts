/**
 * Checks on the Vietnamese meanings: the content build fails on any suspect, so an English gloss
 * pasted as Vietnamese, a meaning typed without its diacritics or a gap cannot reach a learner.
 * Pure; unit-tested in tests/unit/content-pipeline.test.ts and content-quality.test.ts.
 */

/** Letters only Vietnamese uses (tone marks, ă â đ ê ô ơ ư), lower case after NFC. */
const VIETNAMESE_LETTER = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/u;

/** One Vietnamese syllable written without any mark (ba, hai, xe, nhanh, khoai): onset + vowels + coda. */
const PLAIN_SYLLABLE =
  /^(ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|b|c|d|g|h|k|l|m|n|p|r|s|t|v|x)?(oa|oe|uy|ua|uo|ia|ie|ye|ai|ao|au|ay|eo|iu|oi|ui|a|e|i|o|u|y)(ch|ng|nh|c|m|n|p|t|i|y|o|u)?$/;

/** English words that are also spellable as Vietnamese syllables, and give an English gloss away. */
const ENGLISH_GIVEAWAYS = new Set(['to', 'the', 'an', 'on', 'in', 'at', 'by', 'so', 'no', 'go', 'do', 'be', 'he', 'me', 'man', 'ten', 'thin', 'ban']);

/** Words of a meaning, without the punctuation, "～" and bracketed notes' brackets. */
const wordsOf = (text: string): string[] =>
  text
    .toLocaleLowerCase('vi')
    .split(/[\s,;:()/.!?"'…～~-]+/u)
    .filter(Boolean);

/** Why a Vietnamese meaning looks wrong (empty when it looks right). */
export function vietnameseProblems(vi: string | undefined, english: readonly string[]): string[] {
  const text = (vi ?? '').trim();
  if (text === '') return ['no Vietnamese meaning'];
  const problems: string[] = [];
  if (text !== text.normalize('NFC')) problems.push('not NFC');
  if (text.includes('…')) problems.push('contains "…"');
  const lower = text.toLocaleLowerCase('vi');
  if (english.some((g) => g.trim().toLowerCase() === lower)) problems.push('same as the English');
  if (!VIETNAMESE_LETTER.test(lower)) {
    const words = wordsOf(text).filter((w) => !/^\d+$/.test(w));
    const odd = words.filter((w) => !PLAIN_SYLLABLE.test(w) || ENGLISH_GIVEAWAYS.has(w));
    if (odd.length > 0) problems.push(`Latin letters only, not Vietnamese: ${odd.join(' ')}`);
  }
  if (/\b(the|of|and|with|something|someone|thing|person)\b/i.test(text)) problems.push('English words');
  return problems;
}

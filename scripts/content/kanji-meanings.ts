/**
 * A kanji's English meanings as a teacher gives them: the meaning taught first, words rather than
 * dictionary notation. Pure; tested in tests/unit/content-kanji.test.ts.
 *
 * KANJIDIC2 orders a kanji's meanings by no rule a learner can use (校 "exam" before "school", 着
 * "don" before "arrive") and writes some as an editor would (兆 "10**12", 院 "Inst.", 川 "river or
 * three-stroke river"). The build rewrites the notation by rule, puts the curated taught meaning
 * first (content/curated/kanji-meanings.json), and checks every first meaning against the words
 * written with the kanji.
 */

/** Powers of ten as a learner says them; other powers (溝 10**32) are units nobody uses and are dropped. */
const POWERS_OF_TEN: Record<string, string> = {
  '4': 'ten thousand',
  '8': 'hundred million',
  '12': 'trillion',
  '16': 'ten quadrillion',
};

/** Abbreviations written out; null: a title or archaism that says nothing a learner needs (様 "Esq."). */
const ABBREVIATIONS: Record<string, string | null> = {
  'Inst.': 'institution',
  'No.': 'number',
  'Dr.': 'doctor',
  govt: 'government',
  dept: 'department',
  approx: 'approximately',
  'approx.': 'approximately',
  thru: 'through',
  'Esq.': null,
  doth: null,
};

/** A gloss that names the kanji as a radical or a kana rather than saying what it means. */
const RADICAL_NAME = /\b(one|two|three|four|five|six|seven|eight|nine|ten)-stroke\b|\bradical\b|\bkatakana\b|\bhiragana\b|^dots and cross$/i;

/** One KANJIDIC2 gloss as a learner should read it, or null when it is notation with nothing to say. */
export function readableGloss(gloss: string): string | null {
  let text = gloss.trim();
  if (RADICAL_NAME.test(text)) return null;
  const power = /^10\*\*(\d+)$/.exec(text);
  if (power) return POWERS_OF_TEN[power[1]] ?? null;
  text = text
    .split(' ')
    .map((word) => (word in ABBREVIATIONS ? (ABBREVIATIONS[word] ?? '') : word))
    .join(' ')
    // Formulas in brackets ("division (x/3)", "product (x*y)") and trailing ellipses ("sheet of...").
    .replace(/\s*\([^)]*[*/][^)]*\)/g, '')
    .replace(/(\s+of)?\s*\.\.\.$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return /[a-z]/i.test(text) ? text : null;
}

/**
 * The meanings a card shows: the curated taught ones first, then KANJIDIC2's (meta glosses already
 * dropped), each made readable, without repeats, at most `max`.
 */
export function taughtMeanings(kanjidic: readonly string[], taught: readonly string[] | undefined, max: number): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const gloss of [...(taught ?? []), ...kanjidic]) {
    const text = readableGloss(gloss);
    if (text === null || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
  }
  return out.slice(0, max);
}

/** Why a kanji's meanings would puzzle a learner: none at all, notation, radical names, abbreviations. */
export function kanjiMeaningProblems(meanings: readonly string[]): string[] {
  if (meanings.length === 0) return ['no meaning'];
  const problems: string[] = [];
  for (const m of meanings) {
    if (m !== readableGloss(m)) problems.push(`notation, radical name or abbreviation in "${m}"`);
  }
  return problems;
}

const STOP_WORDS = new Set(
  'a an the to of in on at for or and be by as with etc up out off from into counter something someone'.split(' '),
);

/** Content words of a gloss, roughly stemmed ("arrives", "arriving" → "arriv"), notes in brackets left out. */
function contentWords(gloss: string): string[] {
  return gloss
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map((w) => w.replace(/(ing|ed|es|s|ly|e)$/, '').slice(0, 6));
}

/**
 * Whether the words written with a kanji confirm its first meaning: one of their glosses shares a
 * content word with it (校 "school" ← 学校 "a school"; 校 "exam" ← nothing). A kanji no word uses
 * cannot be checked and passes.
 */
export function firstMeaningConfirmed(first: string, wordGlosses: readonly string[]): boolean {
  if (wordGlosses.length === 0) return true;
  const own = new Set(contentWords(first));
  return wordGlosses.some((g) => contentWords(g).some((w) => own.has(w)));
}

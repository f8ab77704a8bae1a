/**
 * Checks of what a meaning says, beyond its shape (glosses.ts): no editor's note inside a meaning, and a
 * first English gloss that is the sense of this word, not of another reading of its written form.
 * Pure given an EDICT index; the build fails on any problem and tests/unit/content-glosses-notes.test.ts
 * rechecks the generated content.
 */
import type { EdictEntry, EdictIndex } from './edict';
import { confirmingEntries } from './readings';

const JAPANESE_SCRIPT = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
/** Cross-references an editor leaves in a meaning: "cf. …", "(see …)", Vietnamese "(xem …)". */
const CROSS_REFERENCE = /\bcf\.|\((see|xem) /iu;

/**
 * Editor's notes in a meaning (English or Vietnamese): Japanese script (a spelling or reading note such
 * as "đùi (viết 股; đọc また: háng)", or an example the learner would read as part of the meaning) and
 * cross-references. A meaning says what the word means, in the meaning's language.
 */
export function meaningNoteProblems(meaning: string): string[] {
  const problems: string[] = [];
  if (JAPANESE_SCRIPT.test(meaning)) problems.push(`Japanese script in "${meaning}"`);
  if (CROSS_REFERENCE.test(meaning)) problems.push(`a cross-reference in "${meaning}"`);
  return problems;
}

const FILLER = new Set(['the', 'and', 'for', 'with', 'from', 'into', 'one', 'something', 'someone', 'etc']);

/** The content words of a gloss, roughly stemmed ("wings" → "wing", "empty" → "empti"). */
function contentWords(gloss: string): string[] {
  return gloss
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length >= 3 && !FILLER.has(w))
    .map((w) => w.replace(/(ies|es|s)$/, (m) => (m === 'ies' ? 'i' : '')).replace(/y$/, 'i'));
}

/** Whether a gloss shares a content word (or a stem of four letters or more) with any of `glosses`. */
function sharesWord(gloss: string, glosses: readonly string[]): boolean {
  const own = contentWords(gloss);
  return glosses.some((g) =>
    contentWords(g).some((w) => own.some((o) => o === w || (Math.min(o.length, w.length) >= 4 && (o.startsWith(w) || w.startsWith(o))))),
  );
}

const allGlosses = (entries: readonly EdictEntry[]) => entries.flatMap((e) => e.senses.flatMap((s) => s.glosses));

/**
 * Where a word's first gloss is the sense of another reading of its written form: no sense EDICT gives
 * this written form and reading says it, one of another reading does (金 かね "gold": gold is 金 きん;
 * かね is money, metal). Null when the first gloss is this word's, or EDICT cannot tell.
 */
export function firstGlossOfAnotherReading(index: EdictIndex, written: string, reading: string, firstGloss: string): string | null {
  // An affix is confirmed by compounds (～家 by 作家), whose glosses are not the affix's own.
  if (written.includes('～')) return null;
  const own = confirmingEntries(index, written, reading);
  if (own.length === 0 || contentWords(firstGloss).length === 0 || sharesWord(firstGloss, allGlosses(own))) return null;
  const others = (index.byHeadword.get(written) ?? []).filter((e) => e.reading !== reading);
  const owner = others.find((e) => sharesWord(firstGloss, allGlosses([e])));
  return owner ? owner.reading : null;
}

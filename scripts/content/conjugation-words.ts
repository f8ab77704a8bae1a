/**
 * The conjugation quiz's verbs and adjectives (content/curated/conjugation-words.tsv) with the level and
 * meanings of the same word in the built-in vocabulary, so a word is N4 in the quiz exactly when its
 * flash card is N4, and both say the same in English and Vietnamese. Written to
 * content/generated/conjugation-words.json, which features/conjugation/engine/words.ts reads.
 *
 * A する-verb (勉強する) takes the level of its noun (勉強) and keeps its own meanings ("to study", where
 * the card says "study"). A word on no JLPT list (培う, 漕ぐ) keeps the level and meanings the file gives it.
 *
 * File format, one word a line, fields separated by "|":
 *   type|dictionary|reading[|level=N][|en=…][|vi=…][|ref=EDICT headword][|vocab=none][|form fields]
 * - type: godan, ichidan, irregular, i-adjective, na-adjective;
 * - level / en / vi: only for words the vocabulary does not have (and en / vi for する-verbs);
 * - ref: the usual kanji headword of a word written in kana (いる → 居る), for the EDICT type check; a word
 *   is written as its flash card writes it (にぎやか in kana, 凄い in kanji), the build checks it;
 * - vocab=none: the kana card with the same reading is another word (契る is not ちぎる "to tear");
 * - form fields (verbs only), the forms the quiz does not ask and why (rules: ./conjugation-exclusions.ts):
 *   `state` or `nonvolitional` (the verb's class), `pair=焼く` (the transitive verb of a non-volitional one),
 *   `passive=雨に降られた` (a sentence people say with the passive of an intransitive verb), `transitive` or
 *   `intransitive` (where EDICT marks neither), `skip=form,form|why=reason` (any other form left out).
 *   The engine still conjugates every form when asked.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { JlptLevel, VocabularyItem } from '@/features/content/types';
import type { EdictIndex } from './edict';
import { CURATED_DIR } from './curated';
import { VERB_CLASS_NAMES, verbExclusions, type FormFields, type VerbClass } from './conjugation-exclusions';

export const CONJUGATION_TYPES = ['godan', 'ichidan', 'irregular', 'i-adjective', 'na-adjective'] as const;

export interface CuratedConjugationWord extends FormFields {
  type: (typeof CONJUGATION_TYPES)[number];
  dictionary: string;
  reading: string;
  level?: JlptLevel;
  en?: string;
  vi?: string;
  ref?: string;
  /** `none`: not the word of the kana card with the same reading (契る ちぎる "to pledge" is not ちぎる "to tear"). */
  vocab?: 'none';
}

const TEXT_FIELDS = ['en', 'vi', 'ref', 'pair', 'passive', 'why'] as const;

export function parseConjugationWords(text: string): CuratedConjugationWord[] {
  const out: CuratedConjugationWord[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [type, dictionary, reading, ...fields] = line.split('|');
    if (!(CONJUGATION_TYPES as readonly string[]).includes(type) || !dictionary || !reading) {
      throw new Error(`conjugation-words.tsv: malformed line "${line}"`);
    }
    const word: CuratedConjugationWord = { type: type as CuratedConjugationWord['type'], dictionary, reading };
    for (const field of fields) {
      if ((VERB_CLASS_NAMES as string[]).includes(field)) {
        if (word.verbClass) throw new Error(`conjugation-words.tsv: two classes in "${line}"`);
        word.verbClass = field as VerbClass;
        continue;
      }
      if (field === 'transitive' || field === 'intransitive') {
        word.transitivity = field;
        continue;
      }
      const eq = field.indexOf('=');
      const key = field.slice(0, eq);
      const value = field.slice(eq + 1);
      if (eq < 1 || !value) throw new Error(`conjugation-words.tsv: malformed field "${field}" in "${line}"`);
      if (key === 'level' && /^[1-5]$/.test(value)) word.level = Number(value) as JlptLevel;
      else if ((TEXT_FIELDS as readonly string[]).includes(key)) word[key as (typeof TEXT_FIELDS)[number]] = value;
      else if (key === 'vocab' && value === 'none') word.vocab = 'none';
      else if (key === 'skip') word.skip = [...new Set([...(word.skip ?? []), ...value.split(',')])];
      else throw new Error(`conjugation-words.tsv: unknown field "${field}" in "${line}"`);
    }
    out.push(word);
  }
  return out;
}

export interface VocabularyWord {
  item: VocabularyItem;
  level: JlptLevel;
}

const hasKanji = (s: string) => /\p{Script=Han}/u.test(s);
const kanjiSet = (s: string) => [...s].filter((c) => /\p{Script=Han}/u.test(c)).sort().join('');

/**
 * The vocabulary word a quiz word is, if any: the same spelling (or one of its accepted spellings)
 * and reading; a kana quiz word whose card is written in kanji (もらう ← 貰う via ref); the same kanji
 * and reading with other okurigana (終る / 終わる); a card written in kana with the quiz word's reading
 * (履く ← はく). `suru` is true when the match is the noun of a する-verb.
 */
export function findVocabularyWord(
  word: Pick<CuratedConjugationWord, 'dictionary' | 'reading' | 'ref'> & { verb: boolean },
  vocabulary: readonly VocabularyWord[],
): { word: VocabularyWord; suru: boolean } | null {
  const reads = (v: VocabularyWord, reading: string) => v.item.reading === reading || (v.item.altReadings ?? []).includes(reading);
  const spells = (v: VocabularyWord, written: string) => v.item.written === written || (v.item.altWritten ?? []).includes(written);
  const exact = (written: string, reading: string) =>
    vocabulary.find((v) => spells(v, written) && reads(v, reading)) ??
    vocabulary.find((v) => kanjiSet(written) !== '' && kanjiSet(v.item.written) === kanjiSet(written) && reads(v, reading));
  // A kana card only stands for a verb when it is a verb too (請う こう is not the adverb こう "this way").
  const verbLike = (v: VocabularyWord) => /^to /.test(v.item.meanings[0] ?? '');
  const kana = (reading: string) =>
    vocabulary.find((v) => v.item.written === reading && v.item.reading === reading && verbLike(v) === word.verb);
  const found = exact(word.dictionary, word.reading) ?? (word.ref ? exact(word.ref, word.reading) : undefined) ?? kana(word.reading);
  if (found) return { word: found, suru: false };
  if (word.dictionary.endsWith('する') && word.dictionary.length > 2) {
    const noun = exact(word.dictionary.slice(0, -2), word.reading.slice(0, -2));
    if (noun) return { word: noun, suru: true };
  }
  return null;
}

export interface GeneratedConjugationWord {
  id: string;
  dictionary: string;
  reading: string;
  type: CuratedConjugationWord['type'];
  jlpt: JlptLevel;
  meanings: { en: string; vi: string };
  /** The vocabulary card of the word (or of the noun of a する-verb). */
  vocabularyId?: string;
  ref?: string;
  skip?: string[];
}

const FORM_FIELDS = ['verbClass', 'pair', 'passive', 'transitivity', 'skip', 'why'] as const;

/** The forms the quiz does not ask of a word (see ./conjugation-exclusions.ts); adjectives have no form fields. */
function formsToSkip(w: CuratedConjugationWord, edict: EdictIndex, problems: string[]): string[] {
  if (w.type.endsWith('adjective')) {
    if (FORM_FIELDS.some((field) => w[field] !== undefined)) problems.push(`${w.dictionary}: form fields are for verbs`);
    return [];
  }
  return verbExclusions(w, w, edict, problems).map((exclusion) => exclusion.form);
}

export function conjugationWords(
  curated: readonly CuratedConjugationWord[],
  vocabulary: readonly VocabularyWord[],
  edict: EdictIndex,
): GeneratedConjugationWord[] {
  const problems: string[] = [];
  const words = curated.map((w) => {
    const match = w.vocab === 'none' ? null : findVocabularyWord({ ...w, verb: !w.type.endsWith('adjective') }, vocabulary);
    const own = (field: 'en' | 'vi') => {
      const value = w[field];
      if (!value) throw new Error(`conjugation-words.tsv: ${w.dictionary} is not in the vocabulary${match ? ' as a verb' : ''}, so it needs ${field}=`);
      return value;
    };
    // One spelling for a word across the app: the quiz writes it as its flash card does (にぎやか in kana,
    // 凄い in kanji), with the other spelling as `ref`.
    if (match && !match.suru && hasKanji(match.word.item.written) !== hasKanji(w.dictionary)) {
      throw new Error(`conjugation-words.tsv: ${w.dictionary} is written ${match.word.item.written} on its flash card; write it so (the other spelling as ref=)`);
    }
    const level = match ? match.word.level : w.level;
    if (!level) throw new Error(`conjugation-words.tsv: ${w.dictionary} is not in the vocabulary, so it needs level=`);
    if (match && !match.suru && (w.level || w.en || w.vi)) {
      throw new Error(`conjugation-words.tsv: ${w.dictionary} takes its level and meanings from the vocabulary (${match.word.item.id}); drop level/en/vi`);
    }
    const meanings = match && !match.suru
      ? { en: match.word.item.meanings.slice(0, 2).join('; '), vi: match.word.item.meaningVi }
      : { en: own('en'), vi: own('vi') };
    const out: GeneratedConjugationWord = { id: `${w.dictionary}:${w.reading}`, dictionary: w.dictionary, reading: w.reading, type: w.type, jlpt: level, meanings };
    if (match) out.vocabularyId = match.word.item.id;
    if (w.ref) out.ref = w.ref;
    const skip = formsToSkip(w, edict, problems);
    if (skip.length > 0) out.skip = skip;
    return out;
  });
  if (problems.length > 0) throw new Error(`conjugation-words.tsv:\n  ${problems.join('\n  ')}`);
  return words;
}

/** Reads the curated file and writes content/generated/conjugation-words.json (one word a line). */
export function readConjugationWords(): CuratedConjugationWord[] {
  return parseConjugationWords(readFileSync(path.join(CURATED_DIR, 'conjugation-words.tsv'), 'utf8'));
}

export function writeConjugationWords(outDir: string, vocabulary: readonly VocabularyWord[], edict: EdictIndex): void {
  const words = conjugationWords(readConjugationWords(), vocabulary, edict);
  writeFileSync(path.join(outDir, 'conjugation-words.json'), `[\n${words.map((w) => JSON.stringify(w)).join(',\n')}\n]\n`);
}

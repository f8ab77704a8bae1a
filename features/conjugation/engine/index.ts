/**
 * Kotonoha conjugation engine — pure TypeScript, no I/O, no React, safe to
 * import from the browser, from the server and from plain Node (tsx).
 *
 *   conjugate({ dictionary: '食べる', reading: 'たべる', type: 'ichidan' }, 'past', { polite: true })
 *   → { kana: ['たべました'], written: ['食べました'] }
 *
 * `kana` holds every accepted answer in hiragana (built from `reading`),
 * `written` every accepted answer built from the dictionary spelling (the
 * kanji of the dictionary form are kept: 来る → 来ない, 勉強する → 勉強しない).
 * The first entry of each list is the canonical answer, and kana[0] is the
 * reading of written[0]. Every written answer's reading is in `kana` and every
 * kana answer is the reading of some written answer (see `conjugatePairs`).
 *
 * Decisions on debatable forms (what a teacher drilling *standard* forms
 * accepts) — see also features/conjugation/engine/README.md:
 *  - ら抜き potentials (食べれる, 来れる, 見れる) are NOT accepted. They are very
 *    common in speech but textbooks, JLPT and the 文化庁 still treat られる as
 *    the standard potential; the answer checker flags them with a 'ra-nuki'
 *    note so the UI can explain instead of just saying "wrong".
 *  - Short causatives (食べさす, 書かす) are NOT accepted: colloquial/dialectal,
 *    and they conjugate as godan す-verbs, which is not what a quiz on the
 *    standard causative drills. さ入れ (書かさせる) is a mistake.
 *  - Causative-passive: canonical long form (書かせられる); godan verbs also
 *    accept the contracted される form (書かされる) except verbs in す
 *    (話させられる only: *話さされる). Ichidan/する/来る have no short form.
 *  - Ichidan imperative: ろ canonical, the written-style よ (食べよ, せよ) accepted.
 *  - Polite negative of verbs: ません only (食べないです is colloquial, not the
 *    ます-form being drilled); polite negative past ませんでした.
 *  - te negative: なくて canonical, ないで accepted (not for ある: なくて only).
 *  - Adjective polite negative: i: くないです (canonical) / くありません;
 *    na: じゃないです (canonical) / ではないです / じゃありません / ではありません.
 *    Past likewise (くなかったです / くありませんでした, じゃなかったです …).
 *    *高いでした and *静かだです are wrong.
 *  - Adjective te: くて / で; negative くなくて / じゃなくて, ではなくて, でなくて.
 *  - Conditional: verbs and i-adjectives: the ば form only (書けば, 高ければ);
 *    たら/なら are other conditionals. na-adjectives have no ば form of their own:
 *    なら canonical, ならば and であれば (the ば form of である) accepted;
 *    negative じゃなければ (canonical) / でなければ, and じゃないなら / ではないなら.
 *    ではなければ is not accepted (a common but non-standard blend).
 *  - Polite te (まして), polite conditional, polite negative command and
 *    negative volitional (まい) are not offered: conjugate() returns null.
 *  - する: potential できる (also written 出来る), passive される, causative させる.
 *  - 来る: こない, きます, きて, こい, くれば, こよう, こられる, こさせる,
 *    こさせられる; written with 来 (来ない read こない).
 *  - 愛する-type verbs (愛する, 訳する, 略する, 課する, 解する: single-kanji
 *    する verbs with a living godan twin 愛す): 愛さない canonical (愛しない
 *    accepted), 愛せる potential, 愛すれば / 愛せば, 愛そう / 愛しよう, 愛せ /
 *    愛せよ / 愛しろ. Other single-kanji する verbs (察する, 達する, 関する …)
 *    vary verb by verb and are rejected with an 'unsupported' error rather than
 *    guessed.
 *  - ある: ない / なかった / なくて / なければ; imperative あれ (literary, 幸あれ:
 *    accepted, though the quiz does not ask it); no potential, passive,
 *    causative or causative-passive (null).
 *  - Honorific verbs くださる・いらっしゃる・おっしゃる・なさる・ござる: ます
 *    stem in い (くださいます), imperative in い (ください, いらっしゃい,
 *    おっしゃい, なさい), polite volitional on the same stem (なさいましょう,
 *    いらっしゃいましょう); いらっしゃる also accepts いらして / いらした. They have
 *    no potential, passive, causative, plain volitional (なさろう is archaic),
 *    negative or polite imperative (null). ござる survives only in its polite forms (ございます,
 *    ございません, ございました, ございませんでした, ございましょう): plain forms → null.
 *  - くれる: imperative くれ (not くれろ); no potential, passive, causative,
 *    volitional or polite imperative (null).
 *  - 行く: 行って / 行った; 問う・請う・乞う: 問うて / 問うた.
 *  - いい (and compounds かっこいい, 格好いい, 気持ちいい …): stem よ (よくない,
 *    よかった, よくて, よければ); written 良 variants accepted when the
 *    dictionary form is written いい. かわいい is a regular adjective.
 */

import { adjectiveForms } from './adjective-forms';
import { analyzeWord } from './analyze-word';
import { dedupePairs } from './form-pair';
import {
  CONJUGATION_FORMS,
  ConjugationError,
  type ConjugableWord,
  type Conjugation,
  type ConjugationForm,
  type ConjugationOptions,
  type FormPair,
  type WordType,
} from './types';
import { verbForm } from './verb-forms';
import { verbParadigm } from './verb-paradigm';

export {
  ADJECTIVE_FORMS,
  ADJECTIVE_TYPES,
  CONJUGATION_FORMS,
  ConjugationError,
  GODAN_ENDINGS,
  VERB_TYPES,
  type ConjugableWord,
  type Conjugation,
  type ConjugationForm,
  type ConjugationOptions,
  type FormPair,
  type WordAnalysis,
  type WordType,
} from './types';
export { analyzeWord } from './analyze-word';
export { godanRow } from './godan-paradigm';

function checkForm(form: ConjugationForm, word: unknown): void {
  if (!(CONJUGATION_FORMS as readonly string[]).includes(form as string)) {
    throw new ConjugationError(
      'unknown-form',
      `Unknown conjugation form "${String(form)}": expected one of ${CONJUGATION_FORMS.join(', ')}`,
      word,
    );
  }
}

/**
 * Every accepted answer as (reading, spelling) pairs, canonical first;
 * null where the form does not exist for that word.
 */
export function conjugatePairs(
  word: ConjugableWord,
  form: ConjugationForm,
  options: ConjugationOptions = {},
): FormPair[] | null {
  const analysis = analyzeWord(word);
  checkForm(form, word);
  const polite = options?.polite === true;
  const negative = options?.negative === true;
  const pairs =
    analysis.kind === 'i-adjective' || analysis.kind === 'na-adjective'
      ? adjectiveForms(analysis, form, polite, negative)
      : verbForm(verbParadigm(analysis), form, polite, negative);
  return pairs ? dedupePairs(pairs) : null;
}

function uniq(xs: string[]): string[] {
  return [...new Set(xs)];
}

/**
 * Conjugates a word. Returns null where the form does not exist for that word
 * (adjective imperative, negative volitional, potential of ある …).
 * Throws ConjugationError for unknown types/forms and malformed words.
 */
export function conjugate(
  word: { dictionary: string; reading: string; type: WordType },
  form: ConjugationForm,
  options?: { polite?: boolean; negative?: boolean },
): Conjugation | null {
  const pairs = conjugatePairs(word, form, options ?? {});
  if (!pairs || pairs.length === 0) return null;
  return { kana: uniq(pairs.map((x) => x.kana)), written: uniq(pairs.map((x) => x.written)) };
}

export const OPTION_COMBOS: ReadonlyArray<Required<ConjugationOptions>> = [
  { polite: false, negative: false },
  { polite: true, negative: false },
  { polite: false, negative: true },
  { polite: true, negative: true },
];

/**
 * The option combinations that give a distinct, existing form of that word
 * (for the quiz: e.g. volitional → plain and polite only). For the forms
 * 'polite' and 'negative' the redundant option is dropped.
 */
export function availableOptions(word: ConjugableWord, form: ConjugationForm): Array<Required<ConjugationOptions>> {
  return OPTION_COMBOS.filter((o) => {
    if (form === 'polite' && o.polite) return false;
    if (form === 'negative' && o.negative) return false;
    return conjugate(word, form, o) !== null;
  });
}

/** Forms that exist (for at least one option combination) for that word. */
export function availableForms(word: ConjugableWord): ConjugationForm[] {
  return CONJUGATION_FORMS.filter((f) => availableOptions(word, f).length > 0);
}

// A quiz question as a review card: the (word, form) pair the schedule remembers. The form part names the form
// and its variant ("past-polite-negative", "causative-passive"), so each variant is scheduled on its own: a
// learner who knows 食べた may still miss 食べませんでした.
import { CONJUGATION_FORMS, type ConjugationForm } from '@/features/conjugation/engine';
import { conjugationCardKey, parseConjugationCardKey } from '@/features/review/card-key';
import type { Question } from './pick';
import type { QuizWord } from './quiz-word';

/** The id the review cards use for a quiz word (content/generated/conjugation-words.json): "食べる:たべる". */
function quizWordId(word: Pick<QuizWord, 'dictionary' | 'reading'>): string {
  return `${word.dictionary}:${word.reading}`;
}

const dashed = (form: ConjugationForm) => form.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const BY_DASHED = new Map(CONJUGATION_FORMS.map((form) => [dashed(form), form]));

export type Variant = Pick<Question, 'form' | 'polite' | 'negative'>;

export function formKey({ form, polite, negative }: Variant): string {
  return `${dashed(form)}${polite ? '-polite' : ''}${negative ? '-negative' : ''}`;
}

export function parseFormKey(key: string): Variant | null {
  let rest = key;
  const negative = rest.endsWith('-negative');
  if (negative) rest = rest.slice(0, -'-negative'.length);
  const polite = rest.endsWith('-polite');
  if (polite) rest = rest.slice(0, -'-polite'.length);
  const form = BY_DASHED.get(rest);
  return form ? { form, polite, negative } : null;
}

export function pairCardKey(word: QuizWord, variant: Variant): string {
  return conjugationCardKey(quizWordId(word), formKey(variant));
}

/** The question a stored card stands for on this page (null: another page's word, or not a quiz form). */
export function questionOfCardKey(cardKey: string, wordIndex: ReadonlyMap<string, number>): Question | null {
  const parsed = parseConjugationCardKey(cardKey);
  const word = parsed && wordIndex.get(parsed.wordId);
  const variant = parsed && parseFormKey(parsed.form);
  return word === undefined || word === null || !variant ? null : { word, ...variant };
}

export function wordIndexOf(words: readonly QuizWord[]): Map<string, number> {
  return new Map(words.map((word, i) => [quizWordId(word), i]));
}

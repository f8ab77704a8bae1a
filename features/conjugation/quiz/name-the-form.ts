// The reverse drill ("Name the form"): the quiz shows a conjugated form and the learner names it (form, register,
// polarity). The engine is the judge: a surface string can be several forms of one word (来られる is the
// potential and the passive of 来る, 書きません the polite negative and the negative's polite form), so every
// form of the word that produces the string shown is accepted, found by generating them all.
import {
  conjugatePairs,
  CONJUGATION_FORMS,
  OPTION_COMBOS,
  type ConjugableWord,
  type ConjugationForm,
} from '@/features/conjugation/engine';
import { describeForm, type Locale } from '@/features/conjugation/engine/form-labels';
import { pickQuestion, type Question, type Random } from './pick';
import type { QuizPlan } from './plan';
import type { QuizWord } from './quiz-word';
import { KIND_FORMS, type QuizKind } from './settings';

export interface FormChoice {
  form: ConjugationForm;
  polite: boolean;
  negative: boolean;
}

export interface ReverseQuestion {
  /** The form the string was made from (one of those accepted). */
  question: Question;
  /** What is shown: the spelling and its reading. */
  written: string;
  kana: string;
}

/**
 * The forms the learner chooses from: every form the page's quiz drills (the 11 verb forms, the 5 adjective
 * ones), whatever the settings ask, so naming a form is recognising it rather than picking among the few ticked.
 * Where several forms give the string shown, each of them is right (`isAcceptedChoice`).
 */
export function nameTheFormChoices(kind: QuizKind): readonly ConjugationForm[] {
  return KIND_FORMS[kind];
}

/**
 * A question within the learner's settings (the same draw as the quiz), shown as one of its accepted spellings
 * (書かせられる or the short 書かされる), so the learner meets both.
 */
export function pickReverseQuestion(
  words: readonly QuizWord[],
  plan: QuizPlan,
  random: Random = Math.random,
  previous?: Question | null,
): ReverseQuestion | null {
  const question = pickQuestion(words, plan, random, previous);
  if (!question) return null;
  const pairs = conjugatePairs(words[question.word], question.form, question) ?? [];
  const pair = pairs[Math.min(pairs.length - 1, Math.floor(random() * pairs.length))];
  return pair ? { question, written: pair.written, kana: pair.kana } : null;
}

/** Every form of `word` (all forms, all registers and polarities) one of whose spellings is `written`. */
export function formsProducing(word: ConjugableWord, written: string): FormChoice[] {
  const found: FormChoice[] = [];
  for (const form of CONJUGATION_FORMS) {
    for (const options of OPTION_COMBOS) {
      if (conjugatePairs(word, form, options)?.some((pair) => pair.written === written))
        found.push({ form, ...options });
    }
  }
  return found;
}

/** Whether the learner's choice names the string shown: it is right when that form of the word produces it. */
export function isAcceptedChoice(word: ConjugableWord, written: string, choice: FormChoice): boolean {
  return conjugatePairs(word, choice.form, choice)?.some((pair) => pair.written === written) ?? false;
}

/** The names of the accepted forms, without repeats (the ます form is polite with either register ticked). */
export function acceptedNames(word: ConjugableWord, written: string, locale: Locale): string[] {
  const name = ({ form, polite, negative }: FormChoice) =>
    // "negative · polite" and "polite · negative" are one form (書きません): named once, the ます way.
    form === 'negative' && polite
      ? describeForm('polite', { negative: true }, locale)
      : describeForm(form, { polite, negative }, locale);
  return [...new Set(formsProducing(word, written).map(name))];
}

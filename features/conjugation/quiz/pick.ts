import { conjugate, type ConjugationForm } from '@/features/conjugation/engine';
import type { QuizPlan } from './plan';
import type { QuizWord } from './quiz-word';

export interface Question {
  /** Index into the page's word list. */
  word: number;
  form: ConjugationForm;
  polite: boolean;
  negative: boolean;
}

export type Random = () => number;

function randomIndex(length: number, random: Random): number {
  return Math.min(length - 1, Math.floor(random() * length));
}

/**
 * Picks the next question: first a form-and-variant (so each ticked form comes up about equally often,
 * however many words there are), then a word that has it. The word just asked is not asked again at once
 * unless it is the only one. A word without that form (ある has no potential, honorifics no passive …) or
 * for which the form makes no sense (the word's `skip` list: 分かる has no potential) is skipped. Returns null when nothing can be asked.
 */
export function pickQuestion(
  words: readonly QuizWord[],
  plan: QuizPlan,
  random: Random = Math.random,
  previous?: Question | null,
): Question | null {
  if (plan.problems.length > 0) return null;
  const slots = [...plan.slots];
  while (slots.length > 0) {
    const slotIndex = randomIndex(slots.length, random);
    const slot = slots[slotIndex];
    let candidates = plan.pool.filter((i) => slot.types.includes(words[i].type));
    if (previous && candidates.length > 1) candidates = candidates.filter((i) => i !== previous.word);
    while (candidates.length > 0) {
      const at = randomIndex(candidates.length, random);
      const word = candidates[at];
      const options = { polite: slot.polite, negative: slot.negative };
      const entry = words[word];
      if (!entry.skip?.includes(slot.form) && conjugate(entry, slot.form, options) !== null) {
        return { word, form: slot.form, ...options };
      }
      candidates.splice(at, 1);
    }
    slots.splice(slotIndex, 1);
  }
  return null;
}

/** Whether a question still fits new settings (then it is kept rather than replaced mid-answer). */
export function questionFits(question: Question, plan: QuizPlan, words: readonly QuizWord[]): boolean {
  if (plan.problems.length > 0 || !plan.pool.includes(question.word)) return false;
  const type = words[question.word]?.type;
  return plan.slots.some(
    (s) =>
      s.form === question.form &&
      s.polite === question.polite &&
      s.negative === question.negative &&
      type !== undefined &&
      s.types.includes(type),
  );
}

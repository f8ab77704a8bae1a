// Which question the quiz asks, given what the learner's schedule remembers of each (word, form) pair.
// Pure: the states come from the account or the device (features/conjugation/pair-schedule.ts), the grading
// from ts-fsrs (features/review/fsrs.ts). Only the type of a state is imported here, so ts-fsrs stays out of this
// module's bundle.
import { conjugate } from '@/features/conjugation/engine';
import type { CardState } from '@/features/review/fsrs';
import { pairCardKey, questionOfCardKey, wordIndexOf } from './pair-key';
import { pickQuestion, questionFits, type Question, type Random } from './pick';
import type { QuizPlan } from './plan';
import type { QuizWord } from './quiz-word';

/** By review card key (pair-key.ts). */
export type PairStates = ReadonlyMap<string, CardState>;

// ts-fsrs states (features/review/fsrs.ts): 1 Learning, 3 Relearning. A pair missed when new stays at the first
// learning step (0) until answered right; a known pair missed is relearning until answered right.
const LEARNING = 1;
const RELEARNING = 3;
const justMissed = (state: CardState) =>
  state.state === RELEARNING || (state.state === LEARNING && state.learningSteps === 0 && state.reps > 0);

/** How many random draws look for a pair never asked before falling back to any pair. */
const NEW_PAIR_TRIES = 40;

const sameQuestion = (a: Question, b: Question | null | undefined) =>
  !!b && a.word === b.word && a.form === b.form && a.polite === b.polite && a.negative === b.negative;

function askable(q: Question, words: readonly QuizWord[]): boolean {
  const word = words[q.word];
  return !word.skip?.includes(q.form) && conjugate(word, q.form, q) !== null;
}

/** The pairs this page's words have a state for, as questions (askable ones only). */
function storedQuestions(words: readonly QuizWord[], states: PairStates) {
  const index = wordIndexOf(words);
  const found: { question: Question; state: CardState }[] = [];
  for (const [cardKey, state] of states) {
    const question = questionOfCardKey(cardKey, index);
    if (question && askable(question, words)) found.push({ question, state });
  }
  return found;
}

/**
 * The practice quiz's next question, within the learner's settings: the most overdue pair that is due (a missed
 * pair is due again a minute later, FSRS's first learning step), else a pair never asked, else a random one.
 * The question just asked is not asked again at once when anything else can be.
 */
export function scheduledQuestion(
  words: readonly QuizWord[],
  plan: QuizPlan,
  states: PairStates,
  now: number,
  random: Random = Math.random,
  previous?: Question | null,
): Question | null {
  if (plan.problems.length > 0) return null;
  const due = storedQuestions(words, states)
    .filter(({ question, state }) => state.due <= now && !sameQuestion(question, previous))
    .filter(({ question }) => questionFits(question, plan, words))
    .sort((a, b) => a.state.due - b.state.due);
  if (due.length > 0) return due[0].question;
  let fallback: Question | null = null;
  for (let i = 0; i < NEW_PAIR_TRIES; i++) {
    const question = pickQuestion(words, plan, random, previous);
    if (!question) return null;
    fallback ??= question;
    if (!states.has(pairCardKey(words[question.word], question))) return question;
  }
  return fallback;
}

/**
 * The weak pairs of this page, weakest first: missed and not answered right since, or due now. Most lapses
 * first, then the hardest (FSRS difficulty rises with every miss), then the most overdue. Not limited by the
 * settings: these are the learner's own misses.
 */
export function weakQuestions(words: readonly QuizWord[], states: PairStates, now: number): Question[] {
  return storedQuestions(words, states)
    .filter(({ state }) => state.due <= now || justMissed(state))
    .sort(
      (a, b) => b.state.lapses - a.state.lapses || b.state.difficulty - a.state.difficulty || a.state.due - b.state.due,
    )
    .map(({ question }) => question);
}

/** The next weak question (null: none left); the one just asked waits its turn unless it is the only one. */
export function nextWeakQuestion(
  words: readonly QuizWord[],
  states: PairStates,
  now: number,
  previous?: Question | null,
): Question | null {
  const weak = weakQuestions(words, states, now);
  return weak.find((q) => !sameQuestion(q, previous)) ?? weak[0] ?? null;
}

/** Whether the learner has ever been graded on a pair of this page (the weak mode's two empty states). */
export function hasStoredPairs(words: readonly QuizWord[], states: PairStates): boolean {
  return storedQuestions(words, states).length > 0;
}

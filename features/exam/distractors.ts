/**
 * Multiple-choice options: the answer plus distractors from the same unit or set. A good distractor is
 * plausible (looks like the answer: a verb for a verb, a word of the same length and script, a meaning of
 * similar shape) and never a second right answer (no option text twice, no meaning sharing a sense with
 * the answer, or nearly: "look" / "look at"). Pure functions.
 */
import { hasKanji, isKatakanaChar } from '@/features/japanese/kana';
import { answerLanguage, answerText, normalizeFor } from './check-answer';
import { splitMeanings } from './normalize';
import { shuffled, type Random } from './random';
import { OPTION_COUNT, type ExamCard, type ExamDeck, type QuestionMode } from './types';

function senses(meaning: string, norm: (text: string) => string): Set<string> {
  return new Set(splitMeanings(meaning).map(norm).filter(Boolean));
}

/** "look" and "look at" are too close to tell apart: the same sense, or one the other plus a word or two. */
function sameSense(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `);
}

function script(text: string): 'kanji' | 'katakana' | 'other' {
  if (hasKanji(text)) return 'kanji';
  return [...text].some(isKatakanaChar) ? 'katakana' : 'other';
}

/** How much a candidate looks like the answer: higher is more plausible. */
function similarity(answer: string, candidate: string, mode: QuestionMode): number {
  const a = [...answer];
  const c = [...candidate];
  let score = 1 - Math.abs(a.length - c.length) / Math.max(a.length, c.length, 1);
  if (mode === 'meaning' || mode === 'listen') {
    const verb = (s: string) => /^to\s/i.test(s.trim());
    if (verb(answer) === verb(candidate)) score += 1;
    if (splitMeanings(answer).length === splitMeanings(candidate).length) score += 0.5;
  } else {
    if (script(answer) === script(candidate)) score += 1;
    // Same ending: る verbs with る verbs, い adjectives with い adjectives.
    if (a.at(-1) === c.at(-1)) score += 0.5;
  }
  return score;
}

/** A card's text for a mode, normalised once per test rather than once per question. */
export interface OptionCandidate {
  readonly id: string;
  readonly text: string;
  readonly key: string;
  /** The card's meaning, sense by sense (normalised); none for reading questions. */
  readonly senses: readonly string[];
}

export function prepareCandidates(
  deck: Pick<ExamDeck, 'source' | 'termLanguage' | 'meaningLanguage'>,
  pool: readonly ExamCard[],
  mode: QuestionMode,
): OptionCandidate[] {
  const language = answerLanguage(deck, mode);
  const norm = (text: string) => normalizeFor(language, text);
  return pool.map((card) => {
    const text = answerText(card, mode);
    // A word or kanji is compared by its meaning: two words that both fit the prompt cannot be two options.
    const meaningSenses =
      mode === 'reading' || mode === 'blank'
        ? []
        : [...senses(card.meaning, (m) => normalizeFor(deck.meaningLanguage, m))];
    return { id: card.id, text, key: norm(text), senses: meaningSenses };
  });
}

/**
 * The option texts for a question about the card `answerId`: up to OPTION_COUNT (fewer only when the pool has
 * fewer distinct texts), the answer among them at a random place, no two alike once normalised.
 */
export function pickOptions(
  answer: OptionCandidate,
  pool: readonly OptionCandidate[],
  mode: QuestionMode,
  random: Random,
  count = OPTION_COUNT,
): string[] {
  const taken = new Set([answer.key]);
  const candidates: { text: string; score: number }[] = [];
  for (const other of pool) {
    if (other.id === answer.id || other.key === '' || taken.has(other.key)) continue;
    // A meaning sharing a sense with the answer would be a second right answer.
    if (other.senses.some((s) => answer.senses.some((a) => sameSense(a, s)))) continue;
    taken.add(other.key);
    // A little randomness so the same card does not always meet the same distractors.
    candidates.push({ text: other.text, score: similarity(answer.text, other.text, mode) + random() * 0.75 });
  }
  candidates.sort((x, y) => y.score - x.score);
  const distractors = candidates.slice(0, Math.max(0, count - 1)).map((c) => c.text);
  return shuffled([answer.text, ...distractors], random);
}

/** pickOptions for one card of a pool (tests and single questions). */
export function chooseOptions(
  deck: Pick<ExamDeck, 'source' | 'termLanguage' | 'meaningLanguage'>,
  card: ExamCard,
  pool: readonly ExamCard[],
  mode: QuestionMode,
  random: Random,
  count = OPTION_COUNT,
): string[] {
  const candidates = prepareCandidates(deck, pool, mode);
  const answer = candidates.find((c) => c.id === card.id) ?? prepareCandidates(deck, [card], mode)[0];
  return pickOptions(answer, candidates, mode, random, count);
}

/**
 * "Fill in the blank": a word asked through its example sentence, the word left out. Pure: what the blank
 * shows and which typed answers count.
 */
import type { ExampleSentence, FuriganaSegment } from '@/features/content/types';
import { normalizeJapanese, readingVariants } from './normalize';
import type { ExamCard } from './types';

/** The gap marks the missing word in text where no blank can be drawn (the results, the mistakes bank). */
export const GAP = '＿＿';

/** The narrowest and widest blank, in em: room for a short word, never a line's worth for a long one. */
const MIN_BLANK_EM = 3;
const MAX_BLANK_EM = 8;

export interface BlankedSentence {
  /** The segments before and after the word, furigana kept. */
  readonly before: readonly FuriganaSegment[];
  readonly after: readonly FuriganaSegment[];
  /** The blank's width in em: about the answer's length, within bounds, so it neither crowds nor gives it away. */
  readonly blankEm: number;
  /** The sentence as plain text with the gap where the word goes. */
  readonly text: string;
}

const textOf = (parts: readonly FuriganaSegment[]) => parts.map((part) => part.text).join('');

/** The word as the sentence writes it (食べました). */
export function wordInSentence(sentence: ExampleSentence): string {
  const [from, to] = sentence.target;
  return textOf(sentence.parts.slice(from, to));
}

export function blankSentence(sentence: ExampleSentence): BlankedSentence {
  const [from, to] = sentence.target;
  const before = sentence.parts.slice(0, from);
  const after = sentence.parts.slice(to);
  const length = [...sentence.answer].length + 1;
  return {
    before,
    after,
    blankEm: Math.max(MIN_BLANK_EM, Math.min(MAX_BLANK_EM, length)),
    text: `${textOf(before)}${GAP}${textOf(after)}`,
  };
}

/**
 * Every normalised answer that fills the blank: the word in kana as the sentence needs it (食べました →
 * たべました), the word's dictionary readings (たべる: the learner knew the word, if not its ending), and the
 * same two in kanji, which an IME may have converted them to.
 */
export function blankAnswers(sentence: ExampleSentence, card: ExamCard): string[] {
  const forms = [
    sentence.answer,
    wordInSentence(sentence),
    ...card.readings.flatMap(readingVariants),
    card.term,
    ...(card.otherSpellings ?? []),
  ];
  return [...new Set(forms.map(normalizeJapanese).filter((form) => form !== ''))];
}

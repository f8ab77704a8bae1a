/**
 * A kanji card asked as writing is graded from how the pad went, as a learner grading themselves fairly would:
 * every stroke right at once is Good (not Easy: drawing it says the kanji was known, not that it was too easy to
 * review); right only once the pad hinted a stroke is Hard (recalled with real difficulty, which FSRS counts as
 * remembered); a stroke the pad had to draw is Again (not recalled: the card relearns). Pure.
 */
import type { WritingOutcome } from '@/features/writing/writing-session';
import type { ReviewRating } from './fsrs';

const RATING_OF_OUTCOME: Record<WritingOutcome, ReviewRating> = { clean: 3, hinted: 2, missed: 1 };

export function writingRating(outcome: WritingOutcome): ReviewRating {
  return RATING_OF_OUTCOME[outcome];
}

/** Whether the review asks this card on the writing pad: a built-in kanji, with the setting on. */
export function asksWriting(card: { kind: string }, settings: { writeKanji: boolean }): boolean {
  return settings.writeKanji && card.kind === 'kanji';
}

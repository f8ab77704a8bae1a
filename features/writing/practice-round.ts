/**
 * One pass of the write mode over a list of kanji: the result of each, the first time it is finished, and what
 * "Practise the missed ones again" starts with. Pure: the practice screen holds it in its state.
 */
import type { WritingOutcome } from './writing-session';

export type RoundResults = Readonly<Record<string, WritingOutcome>>;

/** Records a kanji's first result in the round; writing it again after going back is practice only. */
export function recordResult(results: RoundResults, kanji: string, outcome: WritingOutcome): RoundResults {
  return kanji in results ? results : { ...results, [kanji]: outcome };
}

/** The kanji to practise again: missed ones and those skipped without being written, in the round's order. */
export function kanjiToRetry(round: readonly string[], results: RoundResults): string[] {
  return round.filter((kanji) => results[kanji] === undefined || results[kanji] === 'missed');
}

/** How many kanji of the round ended each way, and how many were skipped. */
export function roundTally(round: readonly string[], results: RoundResults) {
  const tally = { clean: 0, hinted: 0, missed: 0, skipped: 0 };
  for (const kanji of round) tally[results[kanji] ?? 'skipped']++;
  return tally;
}

// Retrying the bank in rounds (pure): each round asks every item still in it once, in a new order; an item is
// cleared by CLEAR_STREAK right answers in a row (so at least two rounds), and a wrong answer starts its count
// again. Rounds go on until no item is left.
import { streakAfter } from './bank';

export interface RetryRounds {
  round: number;
  /** Items still to ask in this round, the next one first. */
  queue: readonly string[];
  /** Right answers in a row, per item still in the bank. */
  streaks: Readonly<Record<string, number>>;
  cleared: number;
}

export type Shuffle = (ids: readonly string[]) => string[];

const shuffled: Shuffle = (ids) => {
  const copy = [...ids];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
};

export function startRounds(
  items: readonly { id: string; streak: number }[],
  shuffle: Shuffle = shuffled,
): RetryRounds {
  return {
    round: 1,
    queue: shuffle(items.map((item) => item.id)),
    streaks: Object.fromEntries(items.map((item) => [item.id, item.streak])),
    cleared: 0,
  };
}

export function currentItem(rounds: RetryRounds): string | null {
  return rounds.queue[0] ?? null;
}

/** The rounds after an answer to the current item; a new round starts when this one is through. */
export function answerItem(rounds: RetryRounds, correct: boolean, shuffle: Shuffle = shuffled): RetryRounds {
  const id = currentItem(rounds);
  if (id === null) return rounds;
  const streak = streakAfter(rounds.streaks[id] ?? 0, correct);
  const streaks = { ...rounds.streaks };
  if (streak === null) delete streaks[id];
  else streaks[id] = streak;
  const cleared = rounds.cleared + (streak === null ? 1 : 0);
  const queue = rounds.queue.slice(1);
  if (queue.length > 0) return { ...rounds, queue, streaks, cleared };
  const left = Object.keys(streaks);
  return { round: left.length > 0 ? rounds.round + 1 : rounds.round, queue: shuffle(left), streaks, cleared };
}

/** Items still in the bank. */
export function remaining(rounds: RetryRounds): number {
  return Object.keys(rounds.streaks).length;
}

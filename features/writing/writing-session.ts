/**
 * The state of writing one kanji, stroke by stroke: which stroke is due, the misses, the strokes hinted and
 * those drawn for the learner. Pure, so the practice pad, the written test and the review share one rule.
 *
 * The outcome is what a teacher marking a practice sheet would write:
 * - clean: every stroke right at the first try;
 * - hinted ("with hints"): some strokes were redrawn, or hinted after two misses, but the learner drew every
 *   stroke, and needed a hint on at most half of them;
 * - missed: a stroke was drawn for the learner (revealed), or hints carried more than half of the kanji.
 */
import type { StrokeMiss, StrokeVerdict } from './stroke-matcher';

export type WritingOutcome = 'clean' | 'hinted' | 'missed';

export interface WritingState {
  strokeCount: number;
  /** Index of the stroke due now; equals strokeCount when the kanji is finished. */
  next: number;
  /** Misses on the due stroke (the hint comes at HINT_AFTER_MISSES). */
  missesOnStroke: number;
  /** Misses on the whole kanji. */
  misses: number;
  /** Strokes shown as a hint before the learner drew them. */
  hinted: number[];
  /** Strokes drawn for the learner (a keyboard user's "reveal", or giving up on a stroke). */
  revealed: number[];
  /** Why the last stroke was refused, until the next one is accepted. */
  lastMiss: StrokeMiss | null;
}

const HINT_AFTER_MISSES = 2;

export function startWriting(strokeCount: number): WritingState {
  return { strokeCount, next: 0, missesOnStroke: 0, misses: 0, hinted: [], revealed: [], lastMiss: null };
}

export function isFinished(state: WritingState): boolean {
  return state.next >= state.strokeCount;
}

export function afterStroke(state: WritingState, verdict: StrokeVerdict): WritingState {
  if (isFinished(state)) return state;
  if (verdict.accepted) return { ...state, next: state.next + 1, missesOnStroke: 0, lastMiss: null };
  const missesOnStroke = state.missesOnStroke + 1;
  const hint = missesOnStroke >= HINT_AFTER_MISSES && !state.hinted.includes(state.next);
  return {
    ...state,
    missesOnStroke,
    misses: state.misses + 1,
    hinted: hint ? [...state.hinted, state.next] : state.hinted,
    lastMiss: verdict.reason,
  };
}

/** Draws the due stroke for the learner. */
export function revealStroke(state: WritingState): WritingState {
  if (isFinished(state)) return state;
  return {
    ...state,
    next: state.next + 1,
    missesOnStroke: 0,
    revealed: [...state.revealed, state.next],
    lastMiss: null,
  };
}

/** The due stroke is shown as a hint (after two misses on it). */
export function showsHint(state: WritingState): boolean {
  return !isFinished(state) && state.hinted.includes(state.next);
}

export function writingOutcome(state: WritingState): WritingOutcome {
  if (state.revealed.length > 0 || state.hinted.length > state.strokeCount / 2) return 'missed';
  return state.misses > 0 ? 'hinted' : 'clean';
}

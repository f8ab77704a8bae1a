/**
 * What a stroke-order drawing shows, as a reducer: how many strokes are drawn in full, and whether the next
 * one is being drawn (playing through, one step, or frozen by a pause). Pure: the component animates the
 * stroke `done` while `mode` is not `still` and reports its end with `drawn`.
 *
 * Every step changes the strokes on show by exactly one, so "stroke n / total" always moves: forward completes
 * the stroke being drawn and starts the next, back takes away the stroke being drawn (or the last drawn one).
 * Without animation (`prefers-reduced-motion: reduce`) nothing is ever half drawn: a step shows or hides a
 * whole stroke, play and replay show them all.
 */
type PlayerMode = 'still' | 'playing' | 'stepping' | 'paused';

export interface PlayerState {
  total: number;
  /** Strokes drawn in full, first ones first. */
  done: number;
  /** `still`: nothing moves; otherwise stroke `done` is being drawn (`paused`: frozen half way). */
  mode: PlayerMode;
}

export type PlayerAction =
  | { type: 'toggle' }
  | { type: 'forward' }
  | { type: 'back' }
  | { type: 'replay' }
  /** The stroke being drawn is complete. */
  | { type: 'drawn' }
  /** Animation was turned off while a stroke was being drawn. */
  | { type: 'settle' };

/** A new drawing shows the whole kanji with its stroke numbers: what a learner looks at most. */
export function initialPlayer(total: number): PlayerState {
  return { total, done: total, mode: 'still' };
}

/** The strokes on show, the one being drawn included: the "n" of "stroke n / total". */
export function shownStrokes(state: PlayerState): number {
  return state.done + (state.mode === 'still' ? 0 : 1);
}

export function isPlaying(state: PlayerState): boolean {
  return state.mode === 'playing' || state.mode === 'stepping';
}

export function canStepForward(state: PlayerState): boolean {
  return state.done < state.total;
}

export function canStepBack(state: PlayerState): boolean {
  return shownStrokes(state) > 0;
}

function start(state: PlayerState, done: number, mode: 'playing' | 'stepping'): PlayerState {
  return done >= state.total ? { ...state, done: state.total, mode: 'still' } : { ...state, done, mode };
}

export function stepPlayer(state: PlayerState, action: PlayerAction, animate: boolean): PlayerState {
  const { total, done, mode } = state;
  switch (action.type) {
    case 'toggle':
      if (isPlaying(state)) return { ...state, mode: 'paused' };
      if (!animate) return { ...state, done: total, mode: 'still' };
      // Play at the end starts over; after a pause it goes on from the half-drawn stroke.
      return start(state, mode === 'still' && done >= total ? 0 : done, 'playing');
    case 'replay':
      return animate ? start(state, 0, 'playing') : { ...state, done: total, mode: 'still' };
    case 'forward': {
      if (done >= total) return state;
      const next = mode === 'still' ? done : done + 1;
      return animate ? start(state, next, 'stepping') : { ...state, done: Math.min(total, next + 1), mode: 'still' };
    }
    case 'back':
      if (mode !== 'still') return { ...state, mode: 'still' };
      return { ...state, done: Math.max(0, done - 1) };
    case 'drawn':
      if (mode === 'playing') return start(state, done + 1, 'playing');
      if (mode === 'stepping') return { ...state, done: Math.min(total, done + 1), mode: 'still' };
      return state;
    case 'settle':
      if (mode === 'still') return state;
      return { ...state, done: mode === 'playing' ? total : Math.min(total, done + 1), mode: 'still' };
  }
}

/**
 * The state of a flash-card study session, as a pure reducer (no React, no storage): which cards are
 * shown in which order, where the learner is, whether the card is flipped and how each card is marked.
 * Marks come from and go to a `StudyProgressStore` (see progress-store.ts); this module only holds them.
 */

export type Mark = 'known' | 'learning';
export type Marks = Readonly<Record<string, Mark>>;

export interface DeckState {
  /** Item ids in the unit's own order. */
  readonly ids: readonly string[];
  /** Item ids in the order they are studied (the unit's order, or a shuffle of it). */
  readonly order: readonly string[];
  readonly shuffled: boolean;
  /** Study only the cards not marked known. */
  readonly onlyLearning: boolean;
  readonly marks: Marks;
  /** Index into `visibleIds(state)`. */
  readonly position: number;
  readonly flipped: boolean;
}

export type DeckAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'flip' }
  | { type: 'goTo'; position: number }
  /** `order` is a permutation of the ids (made by `shuffleIds`, so the reducer stays pure). */
  | { type: 'shuffle'; order: readonly string[] }
  | { type: 'restoreOrder' }
  /** Marks the current card and moves on to the next one. */
  | { type: 'mark'; mark: Mark }
  | { type: 'setOnlyLearning'; onlyLearning: boolean }
  | { type: 'resetMarks' }
  /**
   * Marks, the study mode and where the learner was (the card, the shuffled order) loaded from storage after
   * the first render.
   */
  | {
      type: 'load';
      marks: Marks;
      onlyLearning: boolean;
      current?: string;
      order?: readonly string[];
    };

export function createDeck(ids: readonly string[]): DeckState {
  return { ids, order: ids, shuffled: false, onlyLearning: false, marks: {}, position: 0, flipped: false };
}

/** The cards being studied, in study order. */
export function visibleIds(state: DeckState): readonly string[] {
  return state.onlyLearning ? state.order.filter((id) => state.marks[id] !== 'known') : state.order;
}

export function currentId(state: DeckState): string | undefined {
  return visibleIds(state)[state.position];
}

export interface DeckProgress {
  /** 1-based number of the current card; 0 when there is none. */
  readonly current: number;
  readonly total: number;
  readonly known: number;
  /** Cards not marked known (unmarked ones count as still to learn). */
  readonly learning: number;
}

export function progress(state: DeckState): DeckProgress {
  const total = visibleIds(state).length;
  const known = state.ids.filter((id) => state.marks[id] === 'known').length;
  return { current: total === 0 ? 0 : state.position + 1, total, known, learning: state.ids.length - known };
}

/** A Fisher–Yates shuffle; `random` returns [0, 1) like Math.random. */
export function shuffleIds(ids: readonly string[], random: () => number = Math.random): string[] {
  const out = [...ids];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const clamp = (position: number, length: number) => Math.max(0, Math.min(position, length - 1));

/** Keeps `id` in view after the visible list changed, or falls back to `fallback`. */
function positionOf(state: DeckState, id: string | undefined, fallback: number): number {
  const visible = visibleIds(state);
  const index = id === undefined ? -1 : visible.indexOf(id);
  return index >= 0 ? index : clamp(fallback, visible.length);
}

function isPermutation(order: readonly string[], ids: readonly string[]): boolean {
  if (order.length !== ids.length) return false;
  const set = new Set(ids);
  return order.every((id) => set.delete(id)) && set.size === 0;
}

export function deckReducer(state: DeckState, action: DeckAction): DeckState {
  const length = visibleIds(state).length;
  switch (action.type) {
    case 'next':
      return state.position + 1 < length ? { ...state, position: state.position + 1, flipped: false } : state;
    case 'previous':
      return state.position > 0 ? { ...state, position: state.position - 1, flipped: false } : state;
    case 'goTo':
      return length === 0 ? state : { ...state, position: clamp(action.position, length), flipped: false };
    case 'flip':
      return length === 0 ? state : { ...state, flipped: !state.flipped };
    case 'shuffle':
      if (!isPermutation(action.order, state.ids)) return state;
      return { ...state, order: action.order, shuffled: true, position: 0, flipped: false };
    case 'restoreOrder': {
      const next = { ...state, order: state.ids, shuffled: false, flipped: false };
      return { ...next, position: positionOf(next, currentId(state), 0) };
    }
    case 'mark': {
      const id = currentId(state);
      if (id === undefined) return state;
      const next = { ...state, marks: { ...state.marks, [id]: action.mark }, flipped: false };
      // A card marked known leaves the "still learning" list, so the same index already shows the next card.
      const leaves = state.onlyLearning && action.mark === 'known';
      const position = leaves ? state.position : state.position + 1;
      return { ...next, position: clamp(position, visibleIds(next).length) };
    }
    case 'setOnlyLearning': {
      if (action.onlyLearning === state.onlyLearning) return state;
      const next = { ...state, onlyLearning: action.onlyLearning, flipped: false };
      return { ...next, position: positionOf(next, currentId(state), 0) };
    }
    case 'resetMarks': {
      const next = { ...state, marks: {}, flipped: false };
      return { ...next, position: positionOf(next, currentId(state), 0) };
    }
    case 'load': {
      const known = new Set(state.ids);
      const marks: Record<string, Mark> = {};
      for (const [id, mark] of Object.entries(action.marks)) {
        if (known.has(id) && (mark === 'known' || mark === 'learning')) marks[id] = mark;
      }
      // A stored order from before the unit changed (a card added or removed) no longer fits: unit order.
      const order = action.order && isPermutation(action.order, state.ids) ? action.order : null;
      const next = {
        ...state,
        marks,
        onlyLearning: action.onlyLearning,
        flipped: false,
        ...(order ? { order, shuffled: true } : {}),
      };
      return { ...next, position: positionOf(next, action.current ?? currentId(state), 0) };
    }
  }
}

/**
 * Where a learner's "know" / "still learning" marks live. Guests keep them in localStorage; a later
 * issue can put an account-backed store behind the same interface (hence the promises).
 */
import type { Mark, Marks } from './study-deck';

/** One unit of built-in cards, e.g. { kind: 'kanji', set: 'n5', unit: 3 }. */
export interface DeckKey {
  readonly kind: string;
  readonly set: string;
  readonly unit: number | string;
}

export interface DeckProgressData {
  /** Marks keyed by item id. */
  readonly marks: Marks;
  /** The learner was studying only the cards still to learn. */
  readonly onlyLearning: boolean;
}

export interface StudyProgressStore {
  load(deck: DeckKey): Promise<DeckProgressData>;
  save(deck: DeckKey, data: DeckProgressData): Promise<void>;
}

export const EMPTY_PROGRESS: DeckProgressData = { marks: {}, onlyLearning: false };

const PREFIX = 'kotonoha:flash-card-progress:v1';

export function storageKey({ kind, set, unit }: DeckKey): string {
  return `${PREFIX}:${kind}:${set}:${unit}`;
}

/** Stored form: short mark codes keep a unit's record small ({"m":{"日":"k"},"o":1}). */
interface StoredProgress {
  m?: Record<string, unknown>;
  o?: unknown;
}

const CODE: Record<Mark, string> = { known: 'k', learning: 'l' };

export function serializeProgress(data: DeckProgressData): string {
  const m: Record<string, string> = {};
  for (const [id, mark] of Object.entries(data.marks)) m[id] = CODE[mark];
  return JSON.stringify(data.onlyLearning ? { m, o: 1 } : { m });
}

/** Reads a stored record, ignoring anything malformed (another version, a hand edit). */
export function parseProgress(raw: string | null): DeckProgressData {
  if (!raw) return EMPTY_PROGRESS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY_PROGRESS;
  }
  if (!parsed || typeof parsed !== 'object') return EMPTY_PROGRESS;
  const stored = parsed as StoredProgress;
  const marks: Record<string, Mark> = {};
  if (stored.m && typeof stored.m === 'object') {
    for (const [id, code] of Object.entries(stored.m)) {
      if (code === 'k') marks[id] = 'known';
      else if (code === 'l') marks[id] = 'learning';
    }
  }
  return { marks, onlyLearning: stored.o === 1 };
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The guest store. Storage can be missing or full (private mode, quota): then marks last for the visit only. */
export function createLocalProgressStore(
  storage: () => KeyValueStorage | undefined = defaultStorage,
): StudyProgressStore {
  return {
    async load(deck) {
      try {
        return parseProgress(storage()?.getItem(storageKey(deck)) ?? null);
      } catch {
        return EMPTY_PROGRESS;
      }
    },
    async save(deck, data) {
      try {
        const target = storage();
        if (!target) return;
        const empty = Object.keys(data.marks).length === 0 && !data.onlyLearning;
        if (empty) target.removeItem(storageKey(deck));
        else target.setItem(storageKey(deck), serializeProgress(data));
      } catch {
        // Quota exceeded or storage disabled: nothing to do, the session still works.
      }
    },
  };
}

function defaultStorage(): KeyValueStorage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

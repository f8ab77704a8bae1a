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
  /** The card the learner was on, so a reload or a language switch comes back to it (none: the first). */
  readonly current?: string;
  /** The shuffled order the learner was going through (none: the unit's own order). */
  readonly order?: readonly string[];
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
  c?: unknown;
  s?: unknown;
}

const CODE: Record<Mark, string> = { known: 'k', learning: 'l' };

export function serializeProgress(data: DeckProgressData): string {
  const m: Record<string, string> = {};
  for (const [id, mark] of Object.entries(data.marks)) m[id] = CODE[mark];
  const stored: StoredProgress = { m };
  if (data.onlyLearning) stored.o = 1;
  if (data.current !== undefined) stored.c = data.current;
  if (data.order) stored.s = data.order;
  return JSON.stringify(stored);
}

/** Nothing worth keeping: no mark, the whole unit, its own order, its first card. */
function isEmptyProgress(data: DeckProgressData): boolean {
  return Object.keys(data.marks).length === 0 && !data.onlyLearning && data.current === undefined && !data.order;
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
  const data: { -readonly [K in keyof DeckProgressData]: DeckProgressData[K] } = {
    marks,
    onlyLearning: stored.o === 1,
  };
  if (typeof stored.c === 'string') data.current = stored.c;
  if (Array.isArray(stored.s) && stored.s.every((id) => typeof id === 'string')) data.order = stored.s as string[];
  return data;
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
        if (isEmptyProgress(data)) target.removeItem(storageKey(deck));
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

/** A built-in unit's marks on the device, counted. */
export interface MarkedUnitCounts {
  kind: 'kanji' | 'vocabulary';
  set: string;
  unit: string;
  known: number;
  learning: number;
}

const MARKED_UNIT_KEY = new RegExp(`^${PREFIX}:(kanji|vocabulary):(n[1-5]):([1-9][0-9]*)$`);

type ListableStorage = Pick<Storage, 'length' | 'key' | 'getItem'>;

/** Every built-in unit with at least one mark on this device (a guest's progress page lists them). */
export function listMarkedUnits(
  storage: ListableStorage | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
): MarkedUnitCounts[] {
  const units: MarkedUnitCounts[] = [];
  try {
    if (!storage) return units;
    for (let i = 0; i < storage.length; i++) {
      const match = MARKED_UNIT_KEY.exec(storage.key(i) ?? '');
      if (!match) continue;
      const marks = Object.values(parseProgress(storage.getItem(match[0])).marks);
      const known = marks.filter((mark) => mark === 'known').length;
      if (marks.length === 0) continue;
      units.push({
        kind: match[1] as MarkedUnitCounts['kind'],
        set: match[2],
        unit: match[3],
        known,
        learning: marks.length - known,
      });
    }
  } catch {
    // Storage disabled: nothing kept.
  }
  // Storage keys come in no particular order: the page lists units as the flash-card pages do.
  return units.sort(
    (a, b) => a.kind.localeCompare(b.kind) || b.set.localeCompare(a.set) || Number(a.unit) - Number(b.unit),
  );
}

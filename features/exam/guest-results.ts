/**
 * A guest's finished tests, kept on the device (an account's go to TestResult through saveTestResult), so that a
 * guest's /progress can show each unit's attempts. They stay on the device: signing up does not carry them over.
 * Storage can be missing or full (private mode, quota): then they last for the visit only. Client-only store,
 * pure parsing.
 */
import type { ExamSource, TestKind } from './types';

export interface GuestResult {
  source: ExamSource;
  setKey: string;
  unitKey: string;
  /** A custom set's name when the test was taken (the device cannot look it up later). */
  name?: string;
  testKind: TestKind;
  correct: number;
  answered: number;
  /** Epoch ms. */
  at: number;
}

const GUEST_RESULTS_KEY = 'kotonoha:test-results:v1';
/** The newest kept: enough for every unit's history, small enough for local storage. */
export const GUEST_RESULTS_MAX = 1000;

const SOURCES: readonly string[] = ['kanji', 'vocabulary', 'custom'];
const KINDS: readonly string[] = ['written', 'multipleChoice'];

function isResult(value: unknown): value is GuestResult {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  return (
    SOURCES.includes(r.source as string) &&
    KINDS.includes(r.testKind as string) &&
    typeof r.setKey === 'string' &&
    typeof r.unitKey === 'string' &&
    (r.name === undefined || typeof r.name === 'string') &&
    count(r.correct) &&
    count(r.answered) &&
    (r.correct as number) <= (r.answered as number) &&
    typeof r.at === 'number' &&
    Number.isFinite(r.at)
  );
}

/** The stored list, oldest first; anything malformed (another version, a hand edit) is left out. */
export function parseGuestResults(raw: string | null): GuestResult[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isResult) : [];
  } catch {
    return [];
  }
}

/** The list with `result` added last, the oldest dropped past the limit. */
export function addGuestResult(list: readonly GuestResult[], result: GuestResult): GuestResult[] {
  return [...list, result].slice(-GUEST_RESULTS_MAX);
}

export function loadGuestResults(): GuestResult[] {
  try {
    return parseGuestResults(window.localStorage.getItem(GUEST_RESULTS_KEY));
  } catch {
    return [];
  }
}

export function saveGuestResult(result: GuestResult): void {
  try {
    window.localStorage.setItem(GUEST_RESULTS_KEY, JSON.stringify(addGuestResult(loadGuestResults(), result)));
  } catch {
    // Quota or disabled storage: the visit still works.
  }
}

/** Locale-less addresses of the built-in flash-card pages (Link adds the locale). */
import type { TestSegment } from '@/features/exam/test-segments';

export type BuiltinKind = 'kanji' | 'vocabulary';

/** The kinds one `[kind]` route segment serves: /jp/flash-card/kanji/…, /jp/flash-card/vocabulary/…. */
export const BUILTIN_KINDS: readonly BuiltinKind[] = ['kanji', 'vocabulary'];

export function isBuiltinKind(value: string): value is BuiltinKind {
  return (BUILTIN_KINDS as readonly string[]).includes(value);
}

export function kindPath(kind: BuiltinKind): string {
  return `/jp/flash-card/${kind}`;
}

export function setPath(kind: BuiltinKind, set: string): string {
  return `${kindPath(kind)}/${set}`;
}

export function unitPath(kind: BuiltinKind, set: string, unit: number | string): string {
  return `${setPath(kind, set)}/${unit}`;
}

export function testPath(kind: BuiltinKind, set: string, unit: number | string, test: TestSegment): string {
  return `${unitPath(kind, set, unit)}/${test}`;
}

/** 'n5' → 'N5'. */
export function levelLabel(set: string): string {
  return set.toUpperCase();
}

/** Locale-less addresses of the built-in flash-card pages (Link adds the locale). */
export type BuiltinKind = 'kanji' | 'vocabulary';

export function kindPath(kind: BuiltinKind): string {
  return `/jp/flash-card/${kind}`;
}

export function setPath(kind: BuiltinKind, set: string): string {
  return `${kindPath(kind)}/${set}`;
}

export function unitPath(kind: BuiltinKind, set: string, unit: number | string): string {
  return `${setPath(kind, set)}/${unit}`;
}

export function testPath(kind: BuiltinKind, set: string, unit: number | string, test: 'written-test' | 'multi-choice-test'): string {
  return `${unitPath(kind, set, unit)}/${test}`;
}

/** 'n5' → 'N5'. */
export function levelLabel(set: string): string {
  return set.toUpperCase();
}

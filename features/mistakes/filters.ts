// The mistakes page's filters (pure). 'all' matches everything; a level filter of 'none' keeps items without one.
import type { Mistake, MistakeKind, MistakeSource } from './schemas';

export interface MistakeFilters {
  source: MistakeSource | 'all';
  level: '1' | '2' | '3' | '4' | '5' | 'none' | 'all';
  kind: MistakeKind | 'all';
}

export const NO_FILTERS: MistakeFilters = { source: 'all', level: 'all', kind: 'all' };

export function filterMistakes<T extends Pick<Mistake, 'source' | 'level' | 'kind'>>(
  items: readonly T[],
  filters: MistakeFilters,
): T[] {
  return items.filter(
    (item) =>
      (filters.source === 'all' || item.source === filters.source) &&
      (filters.kind === 'all' || item.kind === filters.kind) &&
      (filters.level === 'all' ||
        (filters.level === 'none' ? item.level === null : item.level === Number(filters.level))),
  );
}

/** The values a filter can take in this bank, in a fixed order, so no choice ever shows an empty list. */
export function filterChoices(items: readonly Pick<Mistake, 'source' | 'level' | 'kind'>[]) {
  const has = <T>(values: readonly T[], of: (item: (typeof items)[number]) => T) =>
    values.filter((value) => items.some((item) => of(item) === value));
  return {
    source: has(['written', 'multipleChoice', 'review', 'conjugation'] as const, (item) => item.source),
    kind: has(['kanji', 'word', 'custom', 'conjugation'] as const, (item) => item.kind),
    level: has(['5', '4', '3', '2', '1', 'none'] as const, (item) =>
      item.level === null ? 'none' : (String(item.level) as '1' | '2' | '3' | '4' | '5'),
    ),
  };
}

import type { JlptSetId } from '@/features/content/types';

/** What the set and unit lists show of each set or unit (client-safe types, no content import). */
export interface SetSummary {
  id: JlptSetId;
  unitCount: number;
  itemCount: number;
  /** The first few kanji or words, as a taste of the set. */
  preview: readonly string[];
}

export interface UnitSummary {
  number: number;
  itemCount: number;
  /** What the unit is about ("Family", "Verbs 3"), in the page's language. */
  title: string;
  /** The unit's first few kanji or words. */
  preview: readonly string[];
}

import 'server-only';
import n1 from '@/content/generated/sentences/n1.json';
import n2 from '@/content/generated/sentences/n2.json';
import n3 from '@/content/generated/sentences/n3.json';
import n4 from '@/content/generated/sentences/n4.json';
import n5 from '@/content/generated/sentences/n5.json';
import { getUnit, type ExampleSentence, type JlptSetId } from '@/features/content';
import type { UnitSentences } from '../types';

const BY_SET = { n1, n2, n3, n4, n5 } as unknown as Record<JlptSetId, Record<string, ExampleSentence[]>>;

/** The example sentences of a vocabulary unit's words, or null for an unknown unit. */
export function sentencesOfUnit(set: string, unit: string | number): UnitSentences | null {
  const found = getUnit('vocabulary', set, unit);
  if (!found) return null;
  const sentences = BY_SET[found.set.id];
  const out: UnitSentences = {};
  for (const item of found.items) if (sentences[item.id]) out[item.id] = sentences[item.id];
  return out;
}

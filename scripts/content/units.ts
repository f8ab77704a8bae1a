/**
 * How a set is cut into units. Pure; unit-tested in tests/unit/content-pipeline.test.ts.
 *
 * - N5 and N4 are taught by theme, as a textbook would (numbers and counters, time, family, food …):
 *   the themes are written by hand in content/curated/units-<kind>-<set>.json and checked here.
 * - N3 → N1 are grouped (part of speech for words, school grade for kanji), each group from most to
 *   least common, cut into even units; the units of all groups interleave, so a learner going through
 *   them in order meets the common words of every group first.
 */
import type { LocalizedText } from '@/features/content/types';
import { splitEvenly, UNIT_SIZE } from './japanese';

export const MIN_UNIT_SIZE = 10;

export interface UnitPlan<T> {
  title: LocalizedText;
  items: T[];
}

export interface CuratedUnit {
  title: LocalizedText;
  items: string[];
}

/**
 * The themed units of a set, from the curated file: every item of the set in exactly one unit, no
 * unknown id, 10–30 items a unit, a title in both languages. Throws with every problem found.
 */
export function themedUnits<T extends { id: string }>(items: readonly T[], curated: readonly CuratedUnit[]): UnitPlan<T>[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const seen = new Set<string>();
  const problems: string[] = [];
  const units = curated.map((unit, index) => {
    const label = `unit ${index + 1} (${unit.title?.en})`;
    if (!unit.title?.en?.trim() || !unit.title?.vi?.trim()) problems.push(`${label}: needs a title in en and vi`);
    if (unit.items.length < MIN_UNIT_SIZE || unit.items.length > UNIT_SIZE) {
      problems.push(`${label}: ${unit.items.length} items (${MIN_UNIT_SIZE}–${UNIT_SIZE})`);
    }
    const found: T[] = [];
    for (const id of unit.items) {
      const item = byId.get(id);
      if (!item) problems.push(`${label}: no item ${id} in this set`);
      else if (seen.has(id)) problems.push(`${label}: ${id} is in two units`);
      else found.push(item);
      seen.add(id);
    }
    return { title: unit.title, items: found };
  });
  const missing = items.filter((i) => !seen.has(i.id)).map((i) => i.id);
  if (missing.length > 0) problems.push(`in no unit: ${missing.join(' ')}`);
  if (problems.length > 0) throw new Error(`themed units:\n  ${problems.join('\n  ')}`);
  return units;
}

export interface GroupedItem<T> {
  item: T;
  group: string;
  /** Lower = more common. */
  commonness: number;
}

export interface UnitGroup {
  id: string;
  /** The group's name; the units are titled "<name> <n>". */
  name: LocalizedText;
}

/**
 * Units by group and commonness: each group (in `groups` order) sorted from most to least common and
 * cut into even units of at most 30. Interleaved (words), all units are ordered by how far into its
 * group each one is, so "Nouns 1", "Verbs 1", "Adjectives 1" come before "Nouns 2"; otherwise (kanji by
 * school grade) group after group. A group too small for a unit of its own (under 10 items) joins the
 * last group.
 */
export function groupedUnits<T>(
  items: readonly GroupedItem<T>[],
  groups: readonly UnitGroup[],
  { interleave = true }: { interleave?: boolean } = {},
): UnitPlan<T>[] {
  const members = new Map(groups.map((g) => [g.id, [] as GroupedItem<T>[]]));
  const last = groups[groups.length - 1];
  for (const i of items) {
    const list = members.get(i.group);
    if (!list) throw new Error(`unknown unit group ${i.group}`);
    list.push(i);
  }
  for (const g of groups) {
    const list = members.get(g.id)!;
    if (g !== last && list.length > 0 && list.length < MIN_UNIT_SIZE) {
      members.get(last.id)!.push(...list);
      members.set(g.id, []);
    }
  }
  const planned: { plan: UnitPlan<T>; position: number; groupIndex: number }[] = [];
  groups.forEach((g, groupIndex) => {
    const sorted = [...members.get(g.id)!].sort((a, b) => a.commonness - b.commonness);
    const chunks = splitEvenly(sorted);
    chunks.forEach((chunk, n) => {
      // "Nouns 2", but "Grade 3 · 2" where the name ends with a number.
      const number = chunks.length < 2 ? '' : /\d$/.test(g.name.en) ? ` · ${n + 1}` : ` ${n + 1}`;
      planned.push({
        plan: { title: { en: `${g.name.en}${number}`, vi: `${g.name.vi}${number}` }, items: chunk.map((c) => c.item) },
        position: (n + 0.5) / chunks.length,
        groupIndex,
      });
    });
  });
  if (interleave) planned.sort((a, b) => a.position - b.position || a.groupIndex - b.groupIndex);
  return planned.map((p) => p.plan);
}

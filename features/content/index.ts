/**
 * Built-in content: JLPT kanji and vocabulary sets, split into units of at
 * most 30 items. Pure, synchronous, static data (content/generated/, built by
 * `npm run content:build`).
 *
 * Server-side only by convention: import it from server components, route
 * handlers and `generateStaticParams`, never from client components (it
 * bundles a few MB of JSON). Everything is loaded with static JSON imports,
 * so it works in a Next.js production build without file-system access.
 *
 * Ids and params are canonical and case-sensitive: set ids are "n5" … "n1",
 * unit params are positive integers without leading zeros ("1", "12").
 * Anything else gives null, so pages can call notFound().
 */
import indexJson from '@/content/generated/index.json';
import kanjiN1 from '@/content/generated/kanji/n1.json';
import kanjiN2 from '@/content/generated/kanji/n2.json';
import kanjiN3 from '@/content/generated/kanji/n3.json';
import kanjiN4 from '@/content/generated/kanji/n4.json';
import kanjiN5 from '@/content/generated/kanji/n5.json';
import vocabularyN1 from '@/content/generated/vocabulary/n1.json';
import vocabularyN2 from '@/content/generated/vocabulary/n2.json';
import vocabularyN3 from '@/content/generated/vocabulary/n3.json';
import vocabularyN4 from '@/content/generated/vocabulary/n4.json';
import vocabularyN5 from '@/content/generated/vocabulary/n5.json';
import type {
  ContentItem,
  ContentKind,
  JlptLevel,
  JlptSetId,
  KanjiItem,
  LocalizedText,
  SetDetail,
  SetSummary,
  Unit,
  VocabularyItem,
} from './types';

export type * from './types';

/** JLPT set ids, easiest first. */
export const SET_IDS: readonly JlptSetId[] = ['n5', 'n4', 'n3', 'n2', 'n1'];
/** Maximum number of items in a unit. */
export const UNIT_SIZE = 30;

interface SetFile<T> {
  kind: ContentKind;
  set: JlptSetId;
  level: JlptLevel;
  itemCount: number;
  units: { number: number; title: LocalizedText; items: T[] }[];
}

interface IndexFile {
  unitSize: number;
  kanji: (SetSummary & { units: { itemCount: number; title: LocalizedText }[] })[];
  vocabulary: (SetSummary & { units: { itemCount: number; title: LocalizedText }[] })[];
}

// The casts only narrow the JSON's inferred types to the documented shapes;
// tests/unit/content-data.test.ts checks the data against them.
const INDEX = indexJson as unknown as IndexFile;
const FILES = {
  kanji: { n5: kanjiN5, n4: kanjiN4, n3: kanjiN3, n2: kanjiN2, n1: kanjiN1 } as unknown as Record<
    JlptSetId,
    SetFile<KanjiItem>
  >,
  vocabulary: {
    n5: vocabularyN5,
    n4: vocabularyN4,
    n3: vocabularyN3,
    n2: vocabularyN2,
    n1: vocabularyN1,
  } as unknown as Record<JlptSetId, SetFile<VocabularyItem>>,
};

function isContentKind(value: unknown): value is ContentKind {
  return value === 'kanji' || value === 'vocabulary';
}

function isSetId(value: unknown): value is JlptSetId {
  return typeof value === 'string' && (SET_IDS as readonly string[]).includes(value);
}

/** "3" → 3; anything but a canonical positive integer (3, "3") → null. */
export function parseUnitNumber(unit: string | number): number | null {
  if (typeof unit === 'number') return Number.isSafeInteger(unit) && unit >= 1 ? unit : null;
  return /^[1-9][0-9]{0,5}$/.test(unit) ? Number(unit) : null;
}

function summaryOf(kind: ContentKind, setId: JlptSetId) {
  return INDEX[kind].find((s) => s.id === setId)!;
}

/** The five sets of a kind, N5 first, with their sizes (reads only the small index). */
export function listSets(kind: ContentKind): SetSummary[] {
  return SET_IDS.map((id) => {
    const s = summaryOf(kind, id);
    return { id: s.id, level: s.level, unitCount: s.unitCount, itemCount: s.itemCount };
  });
}

/** One set with its unit list, or null for an unknown kind or set id. */
export function getSet(kind: ContentKind, setId: string): SetDetail | null {
  if (!isContentKind(kind) || !isSetId(setId)) return null;
  const s = summaryOf(kind, setId);
  return {
    kind,
    id: s.id,
    level: s.level,
    unitCount: s.unitCount,
    itemCount: s.itemCount,
    units: s.units.map((u, i) => ({ number: i + 1, itemCount: u.itemCount, title: u.title })),
  };
}

/** One unit with its items, or null for an unknown kind / set / unit or a malformed unit param. */
export function getUnit<K extends ContentKind>(kind: K, setId: string, unit: string | number): Unit<K> | null {
  if (!isContentKind(kind) || !isSetId(setId)) return null;
  const number = parseUnitNumber(unit);
  if (number === null) return null;
  const file = FILES[kind][setId] as SetFile<ContentItem<K>>;
  const found = file.units[number - 1];
  if (!found || found.number !== number) return null;
  const s = summaryOf(kind, setId);
  return {
    kind,
    set: { id: s.id, level: s.level, unitCount: s.unitCount, itemCount: s.itemCount },
    number,
    title: found.title,
    unitCount: file.units.length,
    items: found.items,
  };
}

/** Every { set, unit } of a kind, for generateStaticParams (e.g. { set: "n5", unit: "1" }). */
export function allUnitParams(kind: ContentKind): { set: JlptSetId; unit: string }[] {
  return SET_IDS.flatMap((set) =>
    Array.from({ length: summaryOf(kind, set).unitCount }, (_, i) => ({ set, unit: String(i + 1) })),
  );
}

/** Every item of a set, in unit order (e.g. for a review session or a search). */
export function getSetItems<K extends ContentKind>(kind: K, setId: string): ContentItem<K>[] | null {
  if (!isContentKind(kind) || !isSetId(setId)) return null;
  return (FILES[kind][setId] as SetFile<ContentItem<K>>).units.flatMap((u) => u.items);
}

import 'server-only';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { allUnitParams, getSet, getUnit, listSets } from '@/features/content';
import { TEST_SEGMENTS, type TestSegment } from '@/features/exam/test-segments';
import { BUILTIN_KINDS, isBuiltinKind, type BuiltinKind } from '../builtin-paths';

/** Every set of a kind (the sitemap). */
export function setParams(kind: BuiltinKind): { set: string }[] {
  return listSets(kind).map((set) => ({ set: set.id }));
}

/** Every unit of every set of a kind (the sitemap). */
export function unitParams(kind: BuiltinKind): { set: string; unit: string }[] {
  return allUnitParams(kind);
}

/** generateStaticParams of /jp/flash-card/[kind]: kanji and vocabulary. */
export function kindRouteParams(): { kind: BuiltinKind }[] {
  return BUILTIN_KINDS.map((kind) => ({ kind }));
}

/** generateStaticParams of /jp/flash-card/[kind]/[set]: every set of both kinds. */
export function setRouteParams(): { kind: BuiltinKind; set: string }[] {
  return BUILTIN_KINDS.flatMap((kind) => setParams(kind).map((params) => ({ kind, ...params })));
}

/** generateStaticParams of /jp/flash-card/[kind]/[set]/[unit]: every unit of both kinds. */
export function unitRouteParams(): { kind: BuiltinKind; set: string; unit: string }[] {
  return BUILTIN_KINDS.flatMap((kind) => unitParams(kind).map((params) => ({ kind, ...params })));
}

/** generateStaticParams of a unit's tests (/jp/flash-card/[kind]/[set]/[unit]/[test]): both tests of every unit. */
export function testRouteParams(): { kind: BuiltinKind; set: string; unit: string; test: TestSegment }[] {
  return unitRouteParams().flatMap((params) => TEST_SEGMENTS.map((test) => ({ ...params, test })));
}

/**
 * Resolves the `[kind]` route segment, or shows the 404 screen (in the visitor's locale, with the header):
 * `dynamicParams = false` would answer Next's bare 404 instead.
 */
export function requireKind(kind: string): BuiltinKind {
  return isBuiltinKind(kind) ? kind : notFound();
}

/** Resolves a built-in set or unit from route params, or shows the 404 screen. */
export function requireSet(kind: BuiltinKind, set: string) {
  return getSet(kind, set) ?? notFound();
}

/** getUnit accepts only canonical unit params ('3', not '03' or '3.0'), so each unit has one address. */
export function requireUnit(kind: BuiltinKind, set: string, unit: string) {
  return getUnit(kind, set, unit) ?? notFound();
}

/** "N5 Kanji", "N5 Vocabulary · Unit 3" in the page's language. */
export async function builtinTitles(kind: BuiltinKind, set: string, unit?: string | number) {
  const t = await getTranslations(`pages.${kind}`);
  const level = set.toUpperCase();
  return {
    setTitle: t('setTitle', { level }),
    unitTitle: unit === undefined ? undefined : t('unitTitle', { level, unit: String(unit) }),
  };
}

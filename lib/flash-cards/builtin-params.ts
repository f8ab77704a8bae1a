import 'server-only';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { allUnitParams, getSet, getUnit, listSets } from '@/lib/content';
import type { BuiltinKind } from './builtin-paths';

/** generateStaticParams for set pages: every set of a kind. */
export function setParams(kind: BuiltinKind): { set: string }[] {
  return listSets(kind).map((set) => ({ set: set.id }));
}

/** generateStaticParams for unit pages (and their tests): every unit of every set of a kind. */
export function unitParams(kind: BuiltinKind): { set: string; unit: string }[] {
  return allUnitParams(kind);
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

/** Shapes the custom-set screens receive. Client-safe; dates are ISO strings so they survive caching. */
import type { SetLanguage, SetVisibility } from './limits';

interface SetOwner {
  id: string;
  name: string | null;
  image: string | null;
}

export interface SetCard {
  id: string;
  word: string;
  pronunciation: string;
  meaning: string;
  note: string;
}

export interface SetSummary {
  id: string;
  name: string;
  description: string;
  customLevel: string;
  wordLanguage: SetLanguage;
  meaningLanguage: SetLanguage;
  /** 1..5 (N1..N5) or null. */
  jlptLevel: number | null;
  visibility: SetVisibility;
  cardCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface SetDetail extends SetSummary {
  version: number;
  owner: SetOwner;
  cards: SetCard[];
}

export interface CommunitySet extends SetSummary {
  owner: SetOwner;
}

export const MY_SETS_SORTS = ['updated', 'newest', 'name', 'mostCards'] as const;
export type MySetsSort = (typeof MY_SETS_SORTS)[number];

export const COMMUNITY_SORTS = ['newest', 'mostCards'] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

export interface CommunityFilters {
  q?: string;
  jlptLevel?: number | null;
  wordLanguage?: SetLanguage | null;
  meaningLanguage?: SetLanguage | null;
  sort?: CommunitySort;
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor?: string | null;
  limit?: number;
}

export interface CommunityPage {
  sets: CommunitySet[];
  nextCursor: string | null;
}

/** The cache tag of one set's public page and data (revalidated when its owner changes it). */
export const setCacheTag = (id: string) => `custom-set:${id}`;
/** The cached list of public sets in sitemap.xml: expired by every change, so a set made public is listed at once. */
export const PUBLIC_SETS_CACHE_TAG = 'custom-sets:public';

/**
 * Whether a value can be a set id (nanoid's URL-safe alphabet; older ids are cuids). Ids come from URLs and
 * from clients: anything else is "not found" without a query (a NUL byte would even make PostgreSQL fail).
 */
export function isSetId(id: unknown): id is string {
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(id);
}

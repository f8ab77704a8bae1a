import 'server-only';

import { unstable_cache } from 'next/cache';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { SetLanguage, SetVisibility } from '../limits';
import { foldForSearch, searchText } from '../community-filters';
import { decodeMySetsCursor, encodeMySetsCursor, type MySetsCursor } from '../my-sets-cursor';
import { isSetId, setCacheTag, type MySetsSort, type SetDetail, type SetSummary } from '../types';

/**
 * Reads of one set and of a learner's own sets (the community's pages are read in ./community-queries.ts).
 * Every function takes the viewer's id explicitly (null for a guest) and applies the visibility rule itself:
 * a private set exists only for its owner, for everyone else it is "not found", exactly like an unknown id,
 * so its existence is not revealed.
 */

const summarySelect = {
  id: true,
  name: true,
  description: true,
  customLevel: true,
  wordLanguage: true,
  meaningLanguage: true,
  jlptLevel: true,
  visibility: true,
  cardCount: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.FlashCardSetSelect;

type SummaryRow = Prisma.FlashCardSetGetPayload<{ select: typeof summarySelect }>;

function toSummary(row: SummaryRow): SetSummary {
  return {
    ...row,
    wordLanguage: row.wordLanguage as SetLanguage,
    meaningLanguage: row.meaningLanguage as SetLanguage,
    visibility: row.visibility as SetVisibility,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function loadSet(id: string, where: Prisma.FlashCardSetWhereInput = {}): Promise<SetDetail | null> {
  if (!isSetId(id)) return null;
  const row = await db.flashCardSet.findFirst({
    where: { id, ...where },
    select: {
      ...summarySelect,
      ownerId: true,
      version: true,
      owner: { select: { id: true, name: true, image: true } },
      cards: {
        orderBy: { position: 'asc' },
        select: { id: true, word: true, pronunciation: true, meaning: true, note: true },
      },
    },
  });
  if (!row) return null;
  const { ownerId: _ownerId, owner, cards, version, ...summary } = row;
  return { ...toSummary(summary), version, owner, cards };
}

/** The set as `viewerId` may see it: public sets for anybody, private ones for their owner only. */
export async function getSetForViewer(id: string, viewerId: string | null): Promise<SetDetail | null> {
  const set = await loadSet(id);
  if (!set) return null;
  if (set.visibility !== 'everyone' && set.owner.id !== viewerId) return null;
  return set;
}

/** The set for its owner's edit form; null for anybody else (another user's id is "not found"). */
export async function getOwnedSet(id: string, ownerId: string): Promise<SetDetail | null> {
  return loadSet(id, { ownerId });
}

/**
 * A public set for the shared page, from Next's data cache (tagged per set): a shared link under load
 * costs no query. Mutations expire the tag (features/custom-sets/server/actions.ts); the minute is a ceiling for a copy
 * that an expiry could not reach (a server cut off from the shared cache while its owner made it private).
 */
export function getPublicSetCached(id: string): Promise<SetDetail | null> {
  return unstable_cache(() => loadSet(id, { visibility: 'everyone' }), ['custom-set-public', id], {
    tags: [setCacheTag(id)],
    revalidate: 60,
  })();
}

/** Cards for the custom-set tests: the same visibility rule, null means 404. */
export async function getSetCardsForTest(id: string, viewerId: string | null) {
  const set = await getSetForViewer(id, viewerId);
  if (!set) return null;
  return {
    id: set.id,
    name: set.name,
    wordLanguage: set.wordLanguage,
    meaningLanguage: set.meaningLanguage,
    cards: set.cards,
  };
}

const MY_SETS_ORDER: Record<MySetsSort, Prisma.FlashCardSetOrderByWithRelationInput[]> = {
  updated: [{ updatedAt: 'desc' }, { id: 'desc' }],
  newest: [{ createdAt: 'desc' }, { id: 'desc' }],
  name: [{ name: 'asc' }, { id: 'asc' }],
  mostCards: [{ cardCount: 'desc' }, { id: 'desc' }],
};

/** Sets per page of "my sets", as in the community. */
const MY_SETS_PAGE_SIZE = 24;

/** The sort key of a row, as its cursor holds it. */
function sortKey(sort: MySetsSort, row: SummaryRow): string | number {
  if (sort === 'updated') return row.updatedAt.toISOString();
  if (sort === 'newest') return row.createdAt.toISOString();
  return sort === 'name' ? row.name : row.cardCount;
}

/** The rows after the cursor's in the sort's order (key, then id), so a page costs the same wherever it is. */
function afterCursor({ s: sort, k, id }: MySetsCursor): Prisma.FlashCardSetWhereInput {
  if (sort === 'name') return { OR: [{ name: { gt: String(k) } }, { name: String(k), id: { gt: id } }] };
  const field = sort === 'updated' ? 'updatedAt' : sort === 'newest' ? 'createdAt' : 'cardCount';
  const value = sort === 'mostCards' ? Number(k) : new Date(k);
  return { OR: [{ [field]: { lt: value } }, { [field]: value, id: { lt: id } }] };
}

/**
 * One page of the owner's own sets (both visibilities), searched by name and description, keyset-paged like the
 * community: `cursor` is the previous page's `nextCursor`; a cursor of another sort or a tampered one starts over.
 */
export async function listMySets(
  ownerId: string,
  { q = '', sort = 'updated', cursor = null }: { q?: string; sort?: MySetsSort; cursor?: string | null } = {},
): Promise<{ sets: SetSummary[]; nextCursor: string | null }> {
  const order = MY_SETS_ORDER[sort] ? sort : 'updated';
  // Control characters (a NUL byte fails the query) and overlong text, as in the community's search.
  const query = foldForSearch(searchText(q));
  const after = decodeMySetsCursor(cursor, order);
  const rows = await db.flashCardSet.findMany({
    where: {
      ownerId,
      AND: [
        // Without diacritics, as in the community's search (foldForSearch).
        query ? { searchable: { contains: query, mode: 'insensitive' } } : {},
        after ? afterCursor(after) : {},
      ],
    },
    orderBy: MY_SETS_ORDER[order],
    take: MY_SETS_PAGE_SIZE + 1,
    select: summarySelect,
  });
  const page = rows.slice(0, MY_SETS_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > MY_SETS_PAGE_SIZE && last
      ? encodeMySetsCursor({ s: order, k: sortKey(order, last), id: last.id })
      : null;
  return { sets: page.map(toSummary), nextCursor };
}

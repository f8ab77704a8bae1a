import 'server-only';

import { unstable_cache } from 'next/cache';
import { db } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';

import { foldForSearch, searchText } from '../community-filters';
import {
  PUBLIC_SETS_CACHE_TAG,
  type CommunityFilters,
  type CommunityPage,
  type CommunitySet,
  type SetSummary,
} from '../types';

/**
 * Reads of everybody's public sets: the community's keyset-paged search, and the list for the sitemap. A set
 * and a learner's own list are read in ./queries.ts.
 */

/** LIKE pattern matching `text` literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const COMMUNITY_PAGE_SIZE = 24;

interface CommunityCursor {
  /** ISO date (newest) or card count (mostCards) of the last row. */
  k: string | number;
  id: string;
  s: 'newest' | 'mostCards';
}

function encodeCursor(cursor: CommunityCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** What encodeCursor writes for the createdAt key: an ISO instant, exactly (no other date spelling). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SET_ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The cursor of the previous page's link, or null (the first page) for anything encodeCursor could not have
 * written: it reaches the SQL, so each field is checked to fit its column (an int4 card count, a timestamp, an id
 * of nanoid characters) rather than left for PostgreSQL to refuse with an error.
 */
function decodeCursor(value: string | null | undefined, sort: CommunityCursor['s']): CommunityCursor | null {
  if (!value || value.length > 300) return null;
  let parsed: Partial<CommunityCursor>;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<CommunityCursor>;
  } catch {
    return null; // a tampered cursor starts from the first page
  }
  if (typeof parsed !== 'object' || parsed === null || parsed.s !== sort) return null;
  if (typeof parsed.id !== 'string' || !SET_ID.test(parsed.id)) return null;
  const { k } = parsed;
  const valid =
    sort === 'newest'
      ? typeof k === 'string' && ISO_INSTANT.test(k) && !Number.isNaN(Date.parse(k))
      : typeof k === 'number' && Number.isInteger(k) && k >= 0 && k <= 2 ** 31 - 1;
  return valid ? { s: sort, id: parsed.id, k: k! } : null;
}

/** A public set as the raw query returns it: the summary's fields with dates as dates, and its owner's. */
type CommunityRow = Omit<SetSummary, 'visibility' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
  ownerId: string;
  ownerName: string | null;
  ownerImage: string | null;
};

/**
 * Public sets of all users, keyset-paged: the cursor is the last row's (createdAt, id) or (cardCount, id),
 * and the row comparison walks the matching (visibility, key DESC, id DESC) index, so page 500 costs what
 * page 1 costs. Search compares the folded query with the folded name and description (without diacritics, see
 * foldForSearch), through their trigram index.
 */
export async function listCommunitySets(filters: CommunityFilters = {}): Promise<CommunityPage> {
  const sort = filters.sort === 'mostCards' ? 'mostCards' : 'newest';
  const limit = Math.min(Math.max(filters.limit ?? COMMUNITY_PAGE_SIZE, 1), 100);
  const cursor = decodeCursor(filters.cursor, sort);
  const conditions: Prisma.Sql[] = [Prisma.sql`s."visibility" = 'everyone'`];
  const query = foldForSearch(searchText(filters.q ?? ''));
  if (query) conditions.push(Prisma.sql`s."searchable" ILIKE ${containsPattern(query)}`);
  if (filters.jlptLevel) conditions.push(Prisma.sql`s."jlptLevel" = ${filters.jlptLevel}`);
  if (filters.wordLanguage) conditions.push(Prisma.sql`s."wordLanguage" = ${filters.wordLanguage}::"Language"`);
  if (filters.meaningLanguage) {
    conditions.push(Prisma.sql`s."meaningLanguage" = ${filters.meaningLanguage}::"Language"`);
  }
  if (cursor) {
    conditions.push(
      sort === 'newest'
        ? // Prisma stores UTC in `timestamp(3)`: compare with the cursor's UTC wall time.
          Prisma.sql`(s."createdAt", s."id") < (${String(cursor.k).replace('Z', '')}::timestamp(3), ${cursor.id})`
        : Prisma.sql`(s."cardCount", s."id") < (${Number(cursor.k)}, ${cursor.id})`,
    );
  }
  const orderBy =
    sort === 'newest' ? Prisma.sql`s."createdAt" DESC, s."id" DESC` : Prisma.sql`s."cardCount" DESC, s."id" DESC`;
  const rows = await db.$queryRaw<CommunityRow[]>`
    SELECT s."id", s."name", s."description", s."customLevel", s."wordLanguage"::text AS "wordLanguage",
           s."meaningLanguage"::text AS "meaningLanguage", s."jlptLevel", s."cardCount", s."createdAt", s."updatedAt",
           u."id" AS "ownerId", u."name" AS "ownerName", u."image" AS "ownerImage"
    FROM "FlashCardSet" s
    JOIN "User" u ON u."id" = s."ownerId"
    WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY ${orderBy}
    LIMIT ${limit + 1}`;
  const page = rows.slice(0, limit);
  const sets: CommunitySet[] = page.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    customLevel: row.customLevel,
    wordLanguage: row.wordLanguage,
    meaningLanguage: row.meaningLanguage,
    jlptLevel: row.jlptLevel,
    visibility: 'everyone',
    cardCount: row.cardCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    owner: { id: row.ownerId, name: row.ownerName, image: row.ownerImage },
  }));
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({ s: sort, id: last.id, k: sort === 'newest' ? last.createdAt.toISOString() : last.cardCount })
      : null;
  return { sets, nextCursor };
}

/**
 * The community list from Next's data cache: every signed-in visitor sees the same public sets for the same
 * filters, so a page of them is read once and served from memory until a public set changes (the mutations
 * expire PUBLIC_SETS_CACHE_TAG, and so does a change of an author's name or picture) — at the latest after a minute.
 */
export function listCommunitySetsCached(filters: CommunityFilters = {}): Promise<CommunityPage> {
  const key = JSON.stringify([
    searchText(filters.q ?? ''),
    filters.jlptLevel ?? null,
    filters.wordLanguage ?? null,
    filters.meaningLanguage ?? null,
    filters.sort === 'mostCards' ? 'mostCards' : 'newest',
    filters.cursor ?? null,
    filters.limit ?? COMMUNITY_PAGE_SIZE,
  ]);
  return unstable_cache(() => listCommunitySets(filters), ['community-sets', key], {
    tags: [PUBLIC_SETS_CACHE_TAG],
    revalidate: 60,
  })();
}

/** Public sets for sitemap.xml: id and last change, newest first (the sitemap protocol's 50,000 limit). */
export async function listPublicSetsForSitemap(limit = 45_000) {
  return db.flashCardSet.findMany({
    where: { visibility: 'everyone' },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: { id: true, updatedAt: true },
  });
}

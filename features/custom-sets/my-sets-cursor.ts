import type { MySetsSort } from './types';

/**
 * The page cursor of "my sets": the last row's sort key and id, opaque in the address (base64url JSON), like the
 * community's. Pure: encoded after a page is read, decoded (and checked field by field) before the next one.
 */
export interface MySetsCursor {
  s: MySetsSort;
  /** updatedAt / createdAt as an ISO instant, the name, or the card count of the last row. */
  k: string | number;
  id: string;
}

export function encodeMySetsCursor(cursor: MySetsCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** What encodeMySetsCursor writes for a date key: an ISO instant, exactly. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SET_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** Whether `k` is a key the sort can have written; it reaches the SQL, so it must fit its column. */
function validKey(sort: MySetsSort, k: unknown): k is string | number {
  switch (sort) {
    case 'updated':
    case 'newest':
      return typeof k === 'string' && ISO_INSTANT.test(k) && !Number.isNaN(Date.parse(k));
    case 'name':
      // A NUL byte is what PostgreSQL refuses in text.
      return typeof k === 'string' && k.length <= 255 && !k.includes('\u0000');
    case 'mostCards':
      return typeof k === 'number' && Number.isInteger(k) && k >= 0 && k <= 2 ** 31 - 1;
  }
}

/** The cursor in `value`, or null (the first page) for anything encodeMySetsCursor could not have written. */
export function decodeMySetsCursor(value: string | null | undefined, sort: MySetsSort): MySetsCursor | null {
  if (!value || value.length > 600) return null;
  let parsed: Partial<MySetsCursor>;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<MySetsCursor>;
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || parsed.s !== sort) return null;
  if (typeof parsed.id !== 'string' || !SET_ID.test(parsed.id) || !validKey(sort, parsed.k)) return null;
  return { s: sort, k: parsed.k, id: parsed.id };
}

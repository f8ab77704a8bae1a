// The community page's filters: read from the address the visitor asked for, written back into the form's and
// the pager's links, and carried in one path segment to the cached results route. Proxy-safe: no I/O.
import { LANGUAGES, type SetLanguage } from './limits';
import { COMMUNITY_SORTS, type CommunitySort } from './types';

export interface CommunityQuery {
  q: string;
  jlptLevel: number | null;
  wordLanguage: SetLanguage | null;
  meaningLanguage: SetLanguage | null;
  sort: CommunitySort;
  cursor: string | null;
}

/** Longest search text kept; the rest of a longer one is ignored. */
const COMMUNITY_SEARCH_MAX = 100;

type SearchSource = URLSearchParams | Record<string, string | string[] | undefined>;

function first(source: SearchSource, name: string): string {
  if (source instanceof URLSearchParams) return source.get(name) ?? '';
  const value = source[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

const language = (value: string): SetLanguage | null =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as SetLanguage) : null;

/** Search text as PostgreSQL can take it: no control characters (NUL is refused outright) or lone surrogates. */
export const searchText = (text: string) =>
  text
    .toWellFormed()
    .replace(/[\u0000-\u001F\u007F]/g, ' ')
    .trim()
    .slice(0, COMMUNITY_SEARCH_MAX)
    .trim();

/**
 * Text as the search compares it, the same fold as the database's search_fold (which keeps a folded copy of every
 * set's name and description): learners type Vietnamese without its diacritics on a phone, so "tieng nhat" must
 * find "Tiếng Nhật". Compatibility forms are unified (full-width letters, half-width kana), the Latin combining
 * marks (U+0300–U+036F: tone marks, vowel hats) dropped and đ read as d; the kana voicing marks (U+3099/U+309A)
 * are not in that range, so が stays が. Case is left to ILIKE.
 */
export const foldForSearch = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[đĐÐ]/g, (letter) => (letter === 'đ' ? 'd' : 'D'));

/** A cursor as the pager writes it (base64url, short); anything else is the first page. */
const cursorText = (text: string) => (/^[A-Za-z0-9_-]{1,300}$/.test(text) ? text : null);

/** Unknown or malformed values fall back to "any" (a hand-edited address still shows a page). */
export function parseCommunityQuery(source: SearchSource): CommunityQuery {
  const level = Number(first(source, 'level'));
  const sort = first(source, 'sort');
  return {
    q: searchText(first(source, 'q')),
    jlptLevel: Number.isInteger(level) && level >= 1 && level <= 5 ? level : null,
    wordLanguage: language(first(source, 'word')),
    meaningLanguage: language(first(source, 'meaning')),
    sort: (COMMUNITY_SORTS as readonly string[]).includes(sort) ? (sort as CommunitySort) : 'newest',
    cursor: cursorText(first(source, 'cursor')),
  };
}

/** The query as the address shows it, defaults left out, in a fixed order (one address per result page). */
export function communitySearchParams(query: CommunityQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.jlptLevel) search.set('level', String(query.jlptLevel));
  if (query.wordLanguage) search.set('word', query.wordLanguage);
  if (query.meaningLanguage) search.set('meaning', query.meaningLanguage);
  if (query.sort !== 'newest') search.set('sort', query.sort);
  if (query.cursor) search.set('cursor', query.cursor);
  return search;
}

/**
 * The query as one path segment of the cached results route: `q` + the canonical query string in base64url.
 * Equal queries give equal segments, so a result page is rendered once however its address was written.
 */
export function encodeCommunitySegment(query: CommunityQuery): string {
  return `q${Buffer.from(communitySearchParams(query).toString()).toString('base64url')}`;
}

/** The query of a segment made by encodeCommunitySegment, or null for anything else. */
export function decodeCommunitySegment(segment: string): CommunityQuery | null {
  if (!/^q[A-Za-z0-9_-]*$/.test(segment)) return null;
  const query = parseCommunityQuery(new URLSearchParams(Buffer.from(segment.slice(1), 'base64url').toString('utf8')));
  // Only the canonical form: another spelling of the same query would be a second cache entry.
  return encodeCommunitySegment(query) === segment ? query : null;
}

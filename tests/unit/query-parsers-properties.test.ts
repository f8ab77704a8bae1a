// Property-based: every parser of a query string or address, fed hostile text (NUL and other control characters,
// numeric edge cases, lone surrogates). Each returns a value the database and the pages can take, never throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { safeRedirectTarget } from '@/lib/auth/redirect-target';
import {
  decodeCommunitySegment,
  encodeCommunitySegment,
  parseCommunityQuery,
} from '@/features/custom-sets/community-filters';
import { resultKey } from '@/features/exam/schemas';

import { hostileString } from '../support/hostile-input';

const numeric = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e300', '2147483648', 'NaN', 'Infinity', '0x10', ' 3 ', '٣'),
  fc.double().map(String),
  fc.bigInt().map(String),
);
const anyText = fc.oneof(hostileString(), numeric, fc.constantFrom('\u0000', 'a\u0000b', '%00'));
const CONTROL = /[\u0000-\u001F\u007F]/;

describe('the community query string', () => {
  it('always parses to values within their ranges, with search text PostgreSQL accepts', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('q', 'level', 'word', 'meaning', 'sort', 'cursor'), anyText), (raw) => {
        const query = parseCommunityQuery(new URLSearchParams(raw));
        expect(query.q).not.toMatch(CONTROL);
        expect(query.q.isWellFormed()).toBe(true);
        expect(query.q.length).toBeLessThanOrEqual(100);
        expect(query.jlptLevel === null || [1, 2, 3, 4, 5].includes(query.jlptLevel)).toBe(true);
        expect(query.cursor === null || /^[A-Za-z0-9_-]{1,300}$/.test(query.cursor)).toBe(true);
        // The cached route's segment of the query reads back as the same query.
        expect(decodeCommunitySegment(encodeCommunitySegment(query))).toEqual(query);
      }),
      { numRuns: 500 },
    );
  });

  it('drops NUL from the search text', () => {
    expect(parseCommunityQuery(new URLSearchParams('q=%00')).q).toBe('');
    expect(parseCommunityQuery(new URLSearchParams('q=a%00b')).q).toBe('a b');
  });

  it('reads any path segment as a query or nothing, without throwing', () => {
    fc.assert(
      fc.property(anyText, (segment) => {
        const query = decodeCommunitySegment(segment);
        if (query) expect(query.q).not.toMatch(CONTROL);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the best-scores query and saved results', () => {
  it('accept only keys of letters, digits, - and _ (no NUL)', () => {
    fc.assert(
      fc.property(anyText, (key) => {
        const parsed = resultKey.safeParse(key);
        if (parsed.success) expect(parsed.data).toMatch(/^[A-Za-z0-9_-]{0,64}$/);
      }),
      { numRuns: 500 },
    );
    expect(resultKey.safeParse('\u0000').success).toBe(false);
    expect(resultKey.safeParse('n5').success).toBe(true);
  });
});

describe('the redirect after login', () => {
  it('is always a same-site path, whatever is put before a protocol-relative address', () => {
    const prefix = fc.array(fc.constantFrom('/en', '/vi', '/.', '/..', '/a', '/%2e', '/', '//', '/\\', '/\t'), {
      maxLength: 4,
    });
    fc.assert(
      fc.property(prefix, anyText, (parts, rest) => {
        const target = safeRedirectTarget(`${parts.join('')}//evil.example/${rest}`);
        expect(target.startsWith('/')).toBe(true);
        expect(new URL(target, 'http://kotonoha.invalid').origin).toBe('http://kotonoha.invalid');
      }),
      { numRuns: 500 },
    );
  });
});

// The rewrites that send an address Next.js cannot decode to the 404 screen (lib/routing/malformed-path.ts), matched
// the way Next.js matches a rewrite's source (its own path-to-regexp setup, case-insensitive, strict): exactly
// the paths `decodeURIComponent` throws on, and nothing else.
import fc from 'fast-check';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';

import { malformedPathRewrites } from '@/lib/routing/malformed-path';

const [underLocale, anywhere] = malformedPathRewrites.map((rewrite) =>
  getPathMatch(rewrite.source, { strict: true, removeUnnamedParams: true, sensitive: false }),
);
const decodes = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

const byte = fc.integer({ min: 0, max: 255 }).map((value) => `%${value.toString(16).padStart(2, '0')}`);
const piece = fc.oneof(
  fc.constantFrom('a', '/', '%', '%Z', '%e', '-', '.', '%25'),
  byte,
  byte.map((escape) => escape.toUpperCase()),
  fc.string({ maxLength: 3 }).map((text) => encodeURIComponent(text.toWellFormed())),
);

describe('an address that cannot be decoded', () => {
  it.each(['/en/%E0%A4%A', '/en/%ZZ', '/vi/jp/%C0', '/en/flash-cards/custom/%', '/vi/%ED%A0%80', '/en/%F4%90%80%80'])(
    '%s goes to the 404 screen of its language',
    (path) => {
      expect(underLocale(path)).toEqual({ locale: path.slice(1, 3) });
    },
  );

  it.each(['/%ZZ', '/api/avatars/%C0', '/_next/static/%E0', '/xx/%'])('%s goes to the English 404 screen', (path) => {
    expect(underLocale(path)).toBe(false);
    expect(anywhere(path)).toEqual({});
  });

  it.each([
    '/en',
    '/en/jp/flash-card/kanji/n5/1',
    '/en/%E6%97%A5%E6%9C%AC',
    '/vi/ti%E1%BA%BFng',
    '/en/a%20b%2F',
    '/%F0%9F%8C%B8',
  ])('%s is served as usual', (path) => expect(anywhere(path)).toBe(false));

  it('is exactly what decodeURIComponent cannot decode', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const path = `/en/${pieces.join('')}`;
        expect(anywhere(path) !== false).toBe(!decodes(path));
      }),
      { numRuns: 5000 },
    );
  });
});

/**
 * An address with a percent-escape that is not UTF-8 (`/en/%ZZ`, `/en/%E0%A4%A`, `/vi/jp/%C0`) cannot be decoded,
 * and Next.js fails on it while matching the app's dynamic routes (`[locale]`, `[...unmatched]`), after the proxy
 * and the rewrites `beforeFiles`, before any page: it answers a plain-text 500 (vercel/next.js#92527, open). These
 * rewrites, applied first, send such an address to the 404 screen of its language instead. Config-safe: no imports.
 */

const HEX = '[0-9A-Fa-f]';
/** A continuation byte of UTF-8, 80–BF. */
const TAIL = `%[89ABab]${HEX}`;
/** One character, percent-escaped as valid UTF-8 (RFC 3629: no overlong forms, no surrogates, at most U+10FFFF). */
const ESCAPED_CHARACTER = [
  `%[0-7]${HEX}`,
  `%[Cc][2-9A-Fa-f]${TAIL}`,
  `%[Dd]${HEX}${TAIL}`,
  `%[Ee]0%[ABab]${HEX}${TAIL}`,
  `%[Ee][1-9A-Ca-cEeFf]${TAIL}${TAIL}`,
  `%[Ee][Dd]%[89]${HEX}${TAIL}`,
  `%[Ff]0%[9ABab]${HEX}${TAIL}${TAIL}`,
  `%[Ff][1-3]${TAIL}${TAIL}${TAIL}`,
  `%[Ff]4%8${HEX}${TAIL}${TAIL}`,
].join('|');

/**
 * A path with an escape that does not decode: characters and well-formed escapes, then a "%" that starts none.
 * Written for path-to-regexp (Next.js's `source`): non-capturing groups only, and not starting with "?".
 */
const MALFORMED_PATH = `(?:[^%]|${ESCAPED_CHARACTER})*(?!${ESCAPED_CHARACTER})%.*`;

/** The rewrites next.config.ts applies first (`beforeFiles`): an address under a locale keeps its language. */
export const malformedPathRewrites = [
  { source: `/:locale(en|vi)/(${MALFORMED_PATH})`, destination: '/:locale/not-found' },
  { source: `/(${MALFORMED_PATH})`, destination: '/en/not-found' },
];

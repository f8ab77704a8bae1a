/**
 * Arbitraries for hostile input (fast-check): what a careless paste, a broken client or an attacker sends.
 * Shared by the property-based tests of the import parser and of every server-side write.
 */
import fc from 'fast-check';

/** Fragments that have broken real systems: markup, SQL, control and bidi characters, emoji, lone surrogates. */
export const NASTY_FRAGMENTS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=alert(1)>',
  '\'; DROP TABLE "FlashCardSet"; --',
  "' OR '1'='1",
  '\u0000',
  '\u0007\u001b[31m',
  '\u202e\u2066RTL\u2069',
  '\u200f\u200e',
  '\ufeff',
  '👨‍👩‍👧‍👦🇯🇵',
  '\ud800',
  '\udfff',
  '%s%n{0}${x}{{x}}',
  '\r\n\t',
  '"""',
  'ｶﾀｶﾅ　全角',
] as const;

/** A string made of ordinary text, full Unicode and the fragments above, sometimes very long. */
export const hostileString = (maxLength = 300) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength }) },
    {
      weight: 3,
      arbitrary: fc
        .array(fc.oneof(fc.constantFrom(...NASTY_FRAGMENTS), fc.string({ maxLength: 8 })), { maxLength: 12 })
        .map((parts) => parts.join('')),
    },
    { weight: 1, arbitrary: fc.nat({ max: maxLength }).map((n) => 'あ'.repeat(n)) },
  );

/** Any JSON-ish value, including the wrong types. */
export const hostileValue = fc.oneof(
  hostileString(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(hostileString(20), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileString(20), { maxKeys: 3 }),
);

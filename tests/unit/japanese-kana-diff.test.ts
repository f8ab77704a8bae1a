import { describe, expect, it } from 'vitest';
import { closestSpelling, compareWithClosest, kanaDiff, type DiffPart } from '@/features/japanese/kana-diff';

/** Parts as "text:kind" strings, the same kind joined: easier to read in a table. */
const show = (parts: readonly DiffPart[]) => parts.map((part) => `${part.text}:${part.kind}`).join(' ');

describe('kanaDiff', () => {
  it.each([
    // given, expected, given parts, expected parts
    ['こはん', 'ごはん', 'こ:voicing はん:same', 'ご:voicing はん:same'],
    ['ばん', 'ぱん', 'ば:voicing ん:same', 'ぱ:voicing ん:same'],
    ['がつこう', 'がっこう', 'が:same つ:size こう:same', 'が:same っ:size こう:same'],
    ['きよう', 'きょう', 'き:same よ:size う:same', 'き:same ょ:size う:same'],
    ['かこう', 'がっこう', 'か:voicing :missing こう:same', 'が:voicing っ:missing こう:same'],
    ['たべるる', 'たべる', 'たべる:same る:extra', 'たべる:same'],
    ['たべた', 'たべる', 'たべ:same た:other', 'たべ:same る:other'],
    ['のむ', 'たべる', 'のむ:other', 'たべる:other'],
    ['タベル', 'たべる', 'タベル:same', 'たべる:same'],
    ['', 'いぬ', ':missing', 'いぬ:missing'],
    ['たべる', 'たべる', 'たべる:same', 'たべる:same'],
  ])('%s typed for %s', (given, expected, givenParts, expectedParts) => {
    const diff = kanaDiff(given, expected);
    expect(show(diff.given)).toBe(givenParts);
    expect(show(diff.expected)).toBe(expectedParts);
  });

  it('lists each difference once, neighbours of one kind together', () => {
    expect(kanaDiff('こはん', 'ごはん').changes).toEqual([{ kind: 'voicing', given: 'こ', expected: 'ご' }]);
    expect(kanaDiff('かこう', 'がっこう').changes).toEqual([
      { kind: 'voicing', given: 'か', expected: 'が' },
      { kind: 'missing', given: '', expected: 'っ' },
    ]);
    expect(kanaDiff('こか', 'ごが').changes).toEqual([{ kind: 'voicing', given: 'こか', expected: 'ごが' }]);
    expect(kanaDiff('たべなかた', 'たべなかった').changes).toEqual([{ kind: 'missing', given: '', expected: 'っ' }]);
    expect(kanaDiff('のみます', 'のみません').changes).toEqual([{ kind: 'other', given: 'す', expected: 'せん' }]);
    expect(kanaDiff('のみま', 'のみません').changes).toEqual([{ kind: 'missing', given: '', expected: 'せん' }]);
    expect(kanaDiff('たべたい', 'たべ').changes).toEqual([{ kind: 'extra', given: 'たい', expected: '' }]);
    expect(kanaDiff('タベル', 'たべる').changes).toEqual([]);
  });

  it('counts what the spellings share, and nothing for unrelated words', () => {
    expect(kanaDiff('こはん', 'ごはん').shared).toBe(3);
    expect(kanaDiff('ねこ', 'いぬ').shared).toBe(0);
  });

  it('keeps a kanji outside the BMP as one character', () => {
    const diff = kanaDiff('𠮟る', '𠮟られる');
    expect(show(diff.expected)).toBe('𠮟:same られ:missing る:same');
  });

  it('does not align very long texts (nothing shared)', () => {
    const long = 'あ'.repeat(500);
    expect(kanaDiff(long, long).shared).toBe(0);
  });
});

describe('closestSpelling', () => {
  it('picks the spelling with most characters in common, the first on a tie', () => {
    expect(closestSpelling('たぺる', ['食べる', 'たべる'])).toBe('たべる');
    expect(closestSpelling('こ', ['ご', 'こう'])).toBe('ご');
    expect(closestSpelling('いぬ', ['ねこ', 'さる'])).toBe('ねこ');
    expect(closestSpelling('x', [])).toBeUndefined();
  });
});

describe('compareWithClosest', () => {
  it('compares with the closest spelling, and marks nothing when there is nothing to mark', () => {
    expect(compareWithClosest('こはん', ['ご飯', 'ごはん'])?.spelling).toBe('ごはん');
    expect(compareWithClosest('こはん', ['ごはん'])?.diff.changes).toEqual([
      { kind: 'voicing', given: 'こ', expected: 'ご' },
    ]);
    expect(compareWithClosest('ねこ', ['いぬ'])).toBeNull();
    expect(compareWithClosest('ねこやま', ['いぬやき'])).toBeNull(); // one kana of four in common: another word
    expect(compareWithClosest('いぬ', ['いちご'])?.diff.changes).toEqual([
      { kind: 'other', given: 'ぬ', expected: 'ちご' },
    ]);
    expect(compareWithClosest('ニ、ジ', ['イチ', 'ジ'])).toBeNull(); // an option listing readings
    expect(compareWithClosest('いぬ', ['イヌ'])).toBeNull();
    expect(compareWithClosest('', ['いぬ'])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/actions/validation';
import { setInputSchema, type SetInput } from '@/lib/custom-sets/schemas';
import { DEFAULT_FORMAT, formatWordList, type WordListFormat } from '@/lib/custom-sets/word-list';
import { parseWordList } from '@/lib/custom-sets/word-list-parser';

const comma: WordListFormat = { ...DEFAULT_FORMAT, field: { kind: 'comma' } };

describe('parseWordList', () => {
  it.each([
    [
      'tab and new lines',
      '犬\tdog\n猫\tcat',
      DEFAULT_FORMAT,
      [
        ['犬', 'dog'],
        ['猫', 'cat'],
      ],
    ],
    [
      'Windows line ends',
      '犬\tdog\r\n猫\tcat\r\n',
      DEFAULT_FORMAT,
      [
        ['犬', 'dog'],
        ['猫', 'cat'],
      ],
    ],
    [
      'old Mac line ends',
      '犬\tdog\r猫\tcat',
      DEFAULT_FORMAT,
      [
        ['犬', 'dog'],
        ['猫', 'cat'],
      ],
    ],
    [
      'blank lines and spaces',
      '\n\n  犬 \t dog  \n   \n\t\n猫\tcat\n\n',
      DEFAULT_FORMAT,
      [
        ['犬', 'dog'],
        ['猫', 'cat'],
      ],
    ],
    [
      'quoted comma',
      '犬,"dog, hound"\n猫,cat',
      comma,
      [
        ['犬', 'dog, hound'],
        ['猫', 'cat'],
      ],
    ],
    ['escaped quotes', '"say ""hi""",挨拶', comma, [['say "hi"', '挨拶']]],
    ['tab inside a comma field', '犬,dog\tanimal', comma, [['犬', 'dog\tanimal']]],
    ['tab inside a quoted tab field', '犬\t"dog\tanimal"', DEFAULT_FORMAT, [['犬', 'dog\tanimal']]],
    [
      'new line inside quotes',
      '犬\t"dog\nhound"\n猫\tcat',
      DEFAULT_FORMAT,
      [
        ['犬', 'dog\nhound'],
        ['猫', 'cat'],
      ],
    ],
    ['extra fields join the meaning', '食べる,to eat,to consume', comma, [['食べる', 'to eat,to consume']]],
    [
      'semicolon between cards',
      '犬,dog;猫,cat;',
      { ...comma, card: { kind: 'semicolon' } },
      [
        ['犬', 'dog'],
        ['猫', 'cat'],
      ],
    ],
    [
      'custom separators',
      '犬 = dog || 猫 = cat',
      { ...DEFAULT_FORMAT, field: { kind: 'custom', value: '=' }, card: { kind: 'custom', value: '||' } },
      [
        ['犬', 'dog'],
        ['猫', 'cat'],
      ],
    ],
  ] as const)('%s', (_name, text, format, expected) => {
    const { cards, rejected } = parseWordList(text, format);
    expect(rejected).toEqual([]);
    expect(cards.map((c) => [c.word, c.meaning])).toEqual(expected);
  });

  it('reads the optional pronunciation and note columns', () => {
    const { cards } = parseWordList('犬\tいぬ\tdog\tanimal\n猫\tねこ\tcat', {
      ...DEFAULT_FORMAT,
      pronunciation: true,
      note: true,
    });
    expect(cards).toEqual([
      { word: '犬', pronunciation: 'いぬ', meaning: 'dog', note: 'animal' },
      { word: '猫', pronunciation: 'ねこ', meaning: 'cat', note: '' },
    ]);
  });

  it('reports the lines it cannot read, with their numbers', () => {
    const text = '犬\tdog\nonly a word\n\n\tno word\n"open quote\tx';
    const { cards, rejected } = parseWordList(text, DEFAULT_FORMAT);
    expect(cards).toHaveLength(1);
    expect(rejected).toEqual([
      { index: 2, text: 'only a word', reason: 'missingMeaning' },
      { index: 4, text: 'no word', reason: 'missingWord' },
      { index: 5, text: '"open quote\tx', reason: 'unclosedQuote' },
    ]);
  });

  it('rejects fields over 255 characters', () => {
    const { rejected } = parseWordList(`犬\t${'a'.repeat(256)}`, DEFAULT_FORMAT);
    expect(rejected[0]?.reason).toBe('tooLong');
  });

  it('reads 101 lines, and the set schema then refuses 101 cards', () => {
    const text = Array.from({ length: 101 }, (_, i) => `word${i}\tmeaning${i}`).join('\r\n');
    const { cards } = parseWordList(text, DEFAULT_FORMAT);
    expect(cards).toHaveLength(101);
    const result = setInputSchema.safeParse(validSet({ cards }));
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)).toEqual({ cards: 'maxCards' });
  });
});

describe('formatWordList', () => {
  it('round-trips awkward cards through the importer', () => {
    const cards = [
      { word: '犬', pronunciation: 'いぬ', meaning: 'dog, hound', note: 'says "woof"' },
      { word: 'a\tb', pronunciation: '', meaning: 'two\nlines', note: 'tab\there' },
    ];
    for (const format of [
      { ...DEFAULT_FORMAT, pronunciation: true, note: true },
      { ...comma, pronunciation: true, note: true, card: { kind: 'semicolon' } } as WordListFormat,
    ]) {
      const text = formatWordList(cards, format);
      expect(parseWordList(text, format)).toEqual({ cards, rejected: [] });
    }
  });

  it('writes plain fields without quotes', () => {
    expect(formatWordList([{ word: '犬', pronunciation: 'いぬ', meaning: 'dog', note: '' }], DEFAULT_FORMAT)).toBe(
      '犬\tdog',
    );
  });
});

function validSet(overrides: Partial<SetInput> = {}): SetInput {
  return {
    name: 'Animals',
    description: '',
    customLevel: '',
    wordLanguage: 'ja',
    meaningLanguage: 'en',
    jlptLevel: '',
    visibility: 'onlyMe',
    cards: [
      { word: '犬', pronunciation: '', meaning: 'dog', note: '' },
      { word: '猫', pronunciation: '', meaning: 'cat', note: '' },
    ],
    ...overrides,
  };
}

describe('setInputSchema (limits and messages of a set)', () => {
  const errorsOf = (input: SetInput) => {
    const result = setInputSchema.safeParse(input);
    return result.success ? {} : fieldErrorsOf(result.error);
  };
  it('accepts a valid set and trims its text', () => {
    const parsed = setInputSchema.parse(validSet({ name: '  Animals  ' }));
    expect(parsed.name).toBe('Animals');
  });
  it.each([
    ['an empty name', { name: '   ' }, { name: 'required' }],
    ['a 256-character description', { description: 'x'.repeat(256) }, { description: 'maxLength' }],
    ['an 11-character custom level', { customLevel: 'x'.repeat(11) }, { customLevel: 'maxLevelLength' }],
    ['one card', { cards: [{ word: 'a', meaning: 'b', pronunciation: '', note: '' }] }, { cards: 'minCards' }],
    [
      'a card without a meaning and one with a long note',
      {
        cards: [
          { word: 'a', meaning: '', pronunciation: '', note: '' },
          { word: 'b', meaning: 'c', pronunciation: '', note: 'n'.repeat(256) },
        ],
      },
      { 'cards.0.meaning': 'required', 'cards.1.note': 'maxLength' },
    ],
    ['an unknown language', { wordLanguage: 'fr' as 'ja' }, { wordLanguage: 'required' }],
  ] as const)('refuses %s', (_name, overrides, expected) => {
    expect(errorsOf(validSet(overrides as Partial<SetInput>))).toEqual(expected);
  });
  it('accepts exactly 100 cards of 255 characters and a 10-character level', () => {
    const card = { word: 'w'.repeat(255), pronunciation: '', meaning: 'm'.repeat(255), note: '' };
    expect(errorsOf(validSet({ customLevel: 'x'.repeat(10), cards: Array(100).fill(card) }))).toEqual({});
  });
});

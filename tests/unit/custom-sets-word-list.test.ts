import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/actions/validation';
import { setInputSchema, type SetInput } from '@/features/custom-sets/schemas';
import { DEFAULT_FORMAT, formatWordList, type WordListFormat } from '@/features/custom-sets/word-list';
import { parseWordList } from '@/features/custom-sets/word-list-parser';

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
        ['犬', 'dog; hound'],
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
      { line: 2, text: 'only a word', reason: 'missingMeaning' },
      { line: 4, text: 'no word', reason: 'missingWord' },
      { line: 5, text: '"open quote\tx', reason: 'unclosedQuote' },
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

describe('parseWordList keeps the text as it was typed', () => {
  it('gives the meaning back its commas and spaces in comma mode ("fire, flame")', () => {
    const { cards } = parseWordList('火,ひ,fire, flame', { ...comma, pronunciation: true });
    expect(cards).toEqual([{ word: '火', pronunciation: 'ひ', meaning: 'fire, flame', note: '' }]);
  });

  it('with a note column in comma mode, the note is the last field and the meaning keeps the rest', () => {
    const { cards } = parseWordList('火,ひ,fire, flame,kanji 火', { ...comma, pronunciation: true, note: true });
    expect(cards).toEqual([{ word: '火', pronunciation: 'ひ', meaning: 'fire, flame', note: 'kanji 火' }]);
  });

  it("ignores empty fields at the end of a line (a spreadsheet's empty columns)", () => {
    expect(parseWordList('犬,dog,,\n猫,cat, ,', comma).cards.map((c) => c.meaning)).toEqual(['dog', 'cat']);
  });

  it('in tab mode, extra columns are kept in the note, not glued to the meaning with tabs', () => {
    expect(parseWordList('犬\tdog\tanimal\tpet', DEFAULT_FORMAT).cards).toEqual([
      { word: '犬', pronunciation: '', meaning: 'dog', note: 'animal; pet' },
    ]);
  });

  it('an unclosed quote spoils only its own line, which is reported with its number', () => {
    const { cards, rejected } = parseWordList('犬\tdog\n"猫\tcat\n鳥\tbird\n魚\tfish', DEFAULT_FORMAT);
    expect(cards.map((c) => c.word)).toEqual(['犬', '鳥', '魚']);
    expect(rejected).toEqual([{ line: 2, text: '"猫\tcat', reason: 'unclosedQuote' }]);
  });

  it('a quote closed lines later by another quote does not swallow the lines between', () => {
    const { cards, rejected } = parseWordList('"犬\tdog\n猫\tcat\n鳥\t"bird, fowl"', DEFAULT_FORMAT);
    expect(cards.map((c) => [c.word, c.meaning])).toEqual([
      ['猫', 'cat'],
      ['鳥', 'bird, fowl'],
    ]);
    expect(rejected).toEqual([{ line: 1, text: '"犬\tdog', reason: 'unclosedQuote' }]);
  });

  it('a quote closed on its own line and followed by more text is part of the text', () => {
    expect(parseWordList('言う\t"Hello," he said', DEFAULT_FORMAT).cards[0]?.meaning).toBe('"Hello," he said');
  });

  it('numbers bad lines as lines of the text, after fields of several lines', () => {
    const { rejected } = parseWordList('犬\t"dog\nhound"\nonly a word\n\n\tno word', DEFAULT_FORMAT);
    expect(rejected).toEqual([
      { line: 3, text: 'only a word', reason: 'missingMeaning' },
      { line: 5, text: 'no word', reason: 'missingWord' },
    ]);
  });

  it('with an empty custom separator between word and meaning, reads nothing and says why', () => {
    const result = parseWordList('犬=dog\n猫=cat', { ...DEFAULT_FORMAT, field: { kind: 'custom', value: '' } });
    expect(result).toMatchObject({ cards: [], rejected: [], problem: 'emptyFieldSeparator' });
  });

  it('an empty custom separator between cards means a new line', () => {
    const { cards } = parseWordList('犬\tdog\n猫\tcat', { ...DEFAULT_FORMAT, card: { kind: 'custom', value: '' } });
    expect(cards.map((c) => c.word)).toEqual(['犬', '猫']);
  });

  it('refuses separators that cannot work, with the reason', () => {
    const same = parseWordList('犬;dog', {
      ...DEFAULT_FORMAT,
      field: { kind: 'custom', value: ';' },
      card: { kind: 'semicolon' },
    });
    expect(same.problem).toBe('sameSeparators');
    const quote = parseWordList('犬"dog', { ...DEFAULT_FORMAT, field: { kind: 'custom', value: '"' } });
    expect(quote.problem).toBe('quoteInSeparator');
  });
});

describe('formatWordList', () => {
  it('round-trips awkward cards through the importer', () => {
    const cards = [
      { word: '犬', pronunciation: 'いぬ', meaning: 'dog, hound', note: 'says "woof"' },
      { word: 'a\tb', pronunciation: '', meaning: '"quoted" at the start', note: 'tab\there' },
    ];
    for (const format of [
      { ...DEFAULT_FORMAT, pronunciation: true, note: true },
      { ...comma, pronunciation: true, note: true, card: { kind: 'semicolon' } } as WordListFormat,
    ]) {
      const text = formatWordList(cards, format);
      expect(parseWordList(text, format)).toMatchObject({ cards, rejected: [] });
    }
  });

  it('a card field is one line: line breaks of a copied field come back as "; "', () => {
    const text = formatWordList(
      [{ word: '犬', pronunciation: '', meaning: 'dog\n\nhound\r\n', note: '' }],
      DEFAULT_FORMAT,
    );
    expect(parseWordList(text, DEFAULT_FORMAT).cards[0]?.meaning).toBe('dog; hound');
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

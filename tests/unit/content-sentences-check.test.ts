/**
 * The example sentences' check (scripts/content/sentences/): the markup, the furigana it gives, the taught
 * word's span and answer, and the level rule, on a real kuromoji tokenizer and a small word list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { VocabularyItem } from '@/features/content/types';
import { checkSentence, rubyOf, type CheckContext, type CuratedSentence } from '@/scripts/content/sentences/check';
import { MarkupError, parseMarkup } from '@/scripts/content/sentences/markup';
import { japaneseTokenizer } from '@/scripts/content/sentences/tokenizer';
import { levelLookup, type LevelNumber, type LeveledWord } from '@/scripts/content/sentences/word-levels';

const word = (
  written: string,
  reading: string,
  level: LevelNumber,
  extra: Partial<VocabularyItem> = {},
): LeveledWord => ({
  id: written === reading ? written : `${written}:${reading}`,
  written,
  reading,
  meanings: ['x'],
  meaningVi: 'x',
  sinoVietnamese: '',
  level,
  set: `n${level}` as LeveledWord['set'],
  unit: 1,
  ...extra,
});

const WORDS = [
  word('水', 'みず', 5),
  word('飲む', 'のむ', 5),
  word('毎朝', 'まいあさ', 5),
  word('本', 'ほん', 5),
  word('買う', 'かう', 5),
  word('私', 'わたし', 5),
  word('勉強', 'べんきょう', 5),
  word('する', 'する', 5),
  word('図書館', 'としょかん', 5),
  word('雰囲気', 'ふんいき', 3),
  word('店', 'みせ', 5),
  word('いい', 'いい', 5),
  word('高い', 'たかい', 5),
  word('いくら～ても', 'いくら～ても', 4),
  word('食べる', 'たべる', 5),
  word('命ずる', 'めいずる', 1),
  word('お酒', 'おさけ', 5),
  word('酒', 'さけ', 3),
  word('ください', 'ください', 5),
  word('くださる', 'くださる', 4),
  word('～口', '～くち', 2),
  word('西', 'にし', 5),
  word('駅', 'えき', 5),
];

let ctx: CheckContext;
beforeAll(async () => {
  const tokenizer = await japaneseTokenizer();
  ctx = { levels: levelLookup(WORDS), tokenize: (text) => tokenizer.tokenize(text) };
});

const entry = (ja: string, extra: Partial<CuratedSentence> = {}): CuratedSentence => ({
  ja,
  en: 'English',
  vi: 'Tiếng Việt',
  ...extra,
});
const byWritten = (written: string) => WORDS.find((w) => w.written === written)!;

describe('markup', () => {
  it('reads hand readings and the taught word', () => {
    const parsed = parseMarkup('{三冊|さんさつ}の[[本]]を買った。');
    expect(parsed.plain).toBe('三冊の本を買った。');
    expect(parsed.pieces).toEqual([
      { text: '三冊', reading: 'さんさつ', target: false },
      { text: 'の', target: false },
      { text: '本', target: true },
      { text: 'を買った。', target: false },
    ]);
  });

  it.each([
    ['本を買った。', /exactly once/],
    ['[[本]]と[[本]]', /exactly once/],
    ['[[本を買った。', /without/],
    ['{本}を[[買った]]', /not \{text\|reading\}/],
    ['{本|hon}を[[買った]]', /not kana/],
  ])('refuses %s', (ja, message) => {
    expect(() => parseMarkup(ja)).toThrow(MarkupError);
    expect(() => parseMarkup(ja)).toThrow(message);
  });
});

describe('furigana', () => {
  it('puts the reading over the kanji and leaves okurigana bare', () => {
    expect(rubyOf('飲み', 'ノミ')).toEqual([{ text: '飲', reading: 'の' }, { text: 'み' }]);
    expect(rubyOf('食べ物', 'たべもの')).toEqual([
      { text: '食', reading: 'た' },
      { text: 'べ' },
      { text: '物', reading: 'もの' },
    ]);
  });
});

describe('checkSentence', () => {
  it('gives furigana, the conjugated word as the answer and the kana the voice speaks', () => {
    const result = checkSentence(entry('毎朝、水を[[飲みます]]。'), byWritten('飲む'), ctx);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { sentence } = result;
    expect(sentence.answer).toBe('のみます');
    expect(sentence.reading).toBe('まいあさ、みずをのみます。');
    const [from, to] = sentence.target;
    expect(sentence.parts.slice(from, to)).toEqual([{ text: '飲', reading: 'の' }, { text: 'みます' }]);
    expect(sentence.parts[0]).toEqual({ text: '毎朝', reading: 'まいあさ' });
  });

  it('keeps a reading written by hand', () => {
    const result = checkSentence(entry('{三冊|さんさつ}の[[本]]を買いました。'), byWritten('本'), ctx);
    expect(result.ok && result.sentence.parts[0]).toEqual({ text: '三冊', reading: 'さんさつ' });
  });

  it('puts a hand reading over kanji and kana on the kanji only', () => {
    const result = checkSentence(entry('{毎朝|まいあさ}、[[{飲|の}みます]]。'), byWritten('飲む'), ctx);
    expect(result.ok && result.sentence.answer).toBe('のみます');
    const split = checkSentence(entry('[[{飲みます|のみます}]]。'), byWritten('飲む'), ctx);
    expect(split.ok && split.sentence.parts.slice(0, 2)).toEqual([{ text: '飲', reading: 'の' }, { text: 'みます' }]);
  });

  it('refuses a counter whose reading is left to the tokenizer, and digits', () => {
    const counter = checkSentence(entry('三冊の[[本]]を買いました。'), byWritten('本'), ctx);
    expect(counter.ok ? '' : counter.errors.join()).toMatch(/number and its counter/);
    const digits = checkSentence(entry('3冊の[[本]]を買いました。'), byWritten('本'), ctx);
    expect(digits.ok ? '' : digits.errors.join()).toMatch(/write numbers/);
  });

  it('refuses a word harder than the taught one, unless glossed', () => {
    const hard = checkSentence(entry('店の雰囲気が[[いい]]。'), byWritten('いい'), ctx);
    expect(hard.ok ? '' : hard.errors.join()).toMatch(/"雰囲気" \(雰囲気\) is N3, harder than N5/);
    const glossed = checkSentence(
      entry('店の雰囲気が[[いい]]。', {
        gloss: [{ word: '雰囲気', reading: 'ふんいき', en: 'atmosphere', vi: 'bầu không khí' }],
      }),
      byWritten('いい'),
      ctx,
    );
    expect(glossed.ok).toBe(true);
  });

  it('refuses a word no list has unless it is named as outside, and a listed word named so', () => {
    const unknown = checkSentence(entry('ラーメンと[[本]]を買いました。'), byWritten('本'), ctx);
    expect(unknown.ok ? '' : unknown.errors.join()).toMatch(/"ラーメン" .* in no JLPT list/);
    expect(
      checkSentence(entry('ラーメンと[[本]]を買いました。', { outside: ['ラーメン'] }), byWritten('本'), ctx).ok,
    ).toBe(true);
    // Names need no mention.
    expect(checkSentence(entry('トムさんは[[本]]を買いました。'), byWritten('本'), ctx).ok).toBe(true);
    const listed = checkSentence(entry('私は[[本]]を買いました。', { outside: ['私'] }), byWritten('本'), ctx);
    expect(listed.ok ? '' : listed.errors.join()).toMatch(/"私" is a listed word/);
  });

  it('finds a word the tokenizer splits (勉強|します) in the lists', () => {
    const result = checkSentence(entry('[[図書館]]で勉強します。'), byWritten('図書館'), ctx);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('refuses a span that is not the taught word, and a sentence without translations', () => {
    const wrong = checkSentence(entry('[[水]]を飲みます。'), byWritten('本'), ctx);
    expect(wrong.ok ? '' : wrong.errors.join()).toMatch(/is not 本/);
    const untranslated = checkSentence(entry('[[水]]を飲みます。', { vi: 'Toi uong nuoc' }), byWritten('水'), ctx);
    expect(untranslated.ok ? '' : untranslated.errors.join()).toMatch(/Vietnamese/);
  });

  it('matches a pattern with a gap by its head and tail (いくら…ても)', () => {
    expect(
      checkSentence(entry('[[いくら食べても]]、太りません。', { outside: ['太る'] }), byWritten('いくら～ても'), ctx)
        .ok,
    ).toBe(true);
    expect(
      checkSentence(entry('[[いくら飲んでも]]、酔いません。', { outside: ['酔う'] }), byWritten('いくら～ても'), ctx)
        .ok,
    ).toBe(true);
    const noTail = checkSentence(entry('[[いくら]]食べました。'), byWritten('いくら～ても'), ctx);
    expect(noTail.ok ? '' : noTail.errors.join()).toMatch(/is not いくら～ても/);
  });

  it('accepts a ずる verb conjugated on じ, and a suffix with its first kana voiced', () => {
    expect(checkSentence(entry('社長が[[命じた]]。', { outside: ['社長'] }), byWritten('命ずる'), ctx).ok).toBe(true);
    const exit = checkSentence(entry('{駅|えき}の{西|にし}[[{口|ぐち}]]です。'), byWritten('～口'), ctx);
    expect(exit.ok ? [] : exit.errors).toEqual([]);
  });

  it('reads a prefixed noun as one word, and a listed polite form at its own level', () => {
    // お|酒 is the N5 お酒 (酒 alone is N3); ください is N5 though its base くださる is N4.
    const sake = checkSentence(entry('お酒を[[飲みます]]。'), byWritten('飲む'), ctx);
    expect(sake.ok ? [] : sake.errors).toEqual([]);
    const please = checkSentence(entry('[[水]]をください。'), byWritten('水'), ctx);
    expect(please.ok ? [] : please.errors).toEqual([]);
  });
});

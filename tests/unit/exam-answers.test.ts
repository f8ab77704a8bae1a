import { describe, expect, it } from 'vitest';
import { acceptedAnswers, isAcceptedAnswer } from '@/features/exam/check-answer';
import { normalizeJapanese, normalizeText, splitMeanings } from '@/features/exam/normalize';
import type { ExamCard, ExamDeck, QuestionMode } from '@/features/exam/types';

const vocabulary: Pick<ExamDeck, 'source' | 'termLanguage' | 'meaningLanguage'> = {
  source: 'vocabulary',
  termLanguage: 'ja',
  meaningLanguage: 'en',
};
const kanji = { ...vocabulary, source: 'kanji' as const };

const taberu: ExamCard = {
  id: '食べる',
  term: '食べる',
  readings: ['たべる'],
  meaning: 'to eat; to live on (e.g. a salary)',
};
const coffee: ExamCard = { id: 'コーヒー', term: 'コーヒー', readings: ['コーヒー'], meaning: 'coffee' };
const nichi: ExamCard = {
  id: '日',
  term: '日',
  readings: ['ニチ', 'ジツ', 'ひ', '-び', '-か'],
  meaning: 'day, sun, Japan',
};
const hitotsu: ExamCard = { id: '一', term: '一', readings: ['イチ', 'ひと.つ'], meaning: 'one' };

function marks(deck: typeof vocabulary, card: ExamCard, mode: QuestionMode, given: string): boolean {
  const language = mode === 'meaning' ? deck.meaningLanguage : mode === 'term' ? deck.termLanguage : 'ja';
  return isAcceptedAnswer(language, acceptedAnswers(deck, card, mode), given);
}

describe('Japanese answers', () => {
  it.each([
    ['taberu', 'たべる'],
    ['TABERU', 'たべる'],
    ['タベル', 'たべる'],
    ['ﾀﾍﾞﾙ', 'たべる'],
    [' たべる。', 'たべる'],
    ['ｔａｂｅｒｕ', 'たべる'],
    ['hon', 'ほん'],
    ['コーヒー', 'こおひい'],
    ['ko-hi-', 'こおひい'],
  ])('%s is read as %s', (typed, kana) => {
    expect(normalizeJapanese(typed)).toBe(kana);
  });

  it('counts romaji, katakana and the written form for a reading question', () => {
    expect(marks(vocabulary, taberu, 'reading', 'taberu')).toBe(true);
    expect(marks(vocabulary, taberu, 'reading', 'タベル')).toBe(true);
    expect(marks(vocabulary, taberu, 'reading', '食べる')).toBe(true);
  });

  it('does not count another spelling in kanji or a wrong reading', () => {
    expect(marks(vocabulary, taberu, 'reading', '喰べる')).toBe(false);
    expect(marks(vocabulary, taberu, 'reading', 'tabe')).toBe(false);
    expect(marks(vocabulary, taberu, 'reading', '')).toBe(false);
  });

  it('counts long vowels written either way', () => {
    expect(marks(vocabulary, coffee, 'term', 'koohii')).toBe(true);
    expect(marks(vocabulary, coffee, 'term', 'ko-hi-')).toBe(true);
  });

  it('counts any reading of a kanji, with or without its okurigana, without KANJIDIC dashes', () => {
    expect(marks(kanji, nichi, 'reading', 'nichi')).toBe(true);
    expect(marks(kanji, nichi, 'reading', 'ジツ')).toBe(true);
    expect(marks(kanji, nichi, 'reading', 'bi')).toBe(true);
    expect(marks(kanji, hitotsu, 'reading', 'hitotsu')).toBe(true);
    expect(marks(kanji, hitotsu, 'reading', 'hito')).toBe(true);
    expect(marks(kanji, hitotsu, 'reading', 'ni')).toBe(false);
  });

  it('accepts a word in kana for "word from meaning", but a kanji only as itself', () => {
    expect(marks(vocabulary, taberu, 'term', 'taberu')).toBe(true);
    expect(marks(vocabulary, taberu, 'term', '食べる')).toBe(true);
    expect(marks(kanji, nichi, 'term', '日')).toBe(true);
    expect(marks(kanji, nichi, 'term', 'nichi')).toBe(false);
  });
});

describe('meanings', () => {
  it('splits on ; , / and also keeps a sense without its note', () => {
    expect(splitMeanings('to eat; to live on (e.g. a salary)')).toEqual([
      'to eat',
      'to live on (e.g. a salary)',
      'to live on',
    ]);
    expect(splitMeanings('day, sun/Japan')).toEqual(['day', 'sun', 'Japan']);
  });

  it('ignores case, spaces, punctuation, the "to" of verbs and articles', () => {
    expect(normalizeText('  To Eat! ')).toBe('eat');
    expect(normalizeText("the teacher's")).toBe('teacher s');
    expect(normalizeText('Ăn   cơm.')).toBe('ăn cơm');
  });

  it('counts any one of the meanings', () => {
    for (const typed of ['eat', 'to eat', 'EAT.', 'live on', 'to live on (e.g. a salary)']) {
      expect(marks(vocabulary, taberu, 'meaning', typed), typed).toBe(true);
    }
    for (const typed of ['sun', 'Japan', 'day, sun, Japan'])
      expect(marks(kanji, nichi, 'meaning', typed), typed).toBe(true);
  });

  it('does not count a part of a meaning or another word', () => {
    expect(marks(vocabulary, taberu, 'meaning', 'live')).toBe(false);
    expect(marks(vocabulary, taberu, 'meaning', 'drink')).toBe(false);
    expect(marks(vocabulary, taberu, 'meaning', '   ')).toBe(false);
  });

  it('keeps Vietnamese tone marks meaningful', () => {
    const vi = { ...vocabulary, meaningLanguage: 'vi' as const };
    const card: ExamCard = { ...taberu, meaning: 'ăn' };
    expect(marks(vi, card, 'meaning', 'Ăn')).toBe(true);
    expect(marks(vi, card, 'meaning', 'an')).toBe(false);
    // Decomposed input (some keyboards) is the same text.
    expect(marks(vi, card, 'meaning', 'a\u0306n')).toBe(true);
  });
});

describe('custom sets', () => {
  it('checks a Japanese meaning as Japanese and an English term as text', () => {
    const deck = { source: 'custom' as const, termLanguage: 'en' as const, meaningLanguage: 'ja' as const };
    const card: ExamCard = { id: 'c1', term: 'Apple', readings: [], meaning: 'りんご、林檎' };
    expect(marks(deck, card, 'meaning', 'ringo')).toBe(true);
    expect(marks(deck, card, 'meaning', '林檎')).toBe(true);
    expect(marks(deck, card, 'term', 'apple')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { explainPair, pairReadings, predictOnyomi } from '@/features/han-viet/correspondence';
import { katakanaOf, kunreiOf, splitOnyomi, splitVietnamese } from '@/features/han-viet/syllables';

const predicted = (hanViet: string) => predictOnyomi(hanViet).map((p) => p.onyomi);

describe('splitting the two readings', () => {
  it.each([
    ['Quốc', 'qu', 'ôc'],
    ['Nhật', 'nh', 'ât'],
    ['Nghiệp', 'ngh', 'iêp'],
    ['Gia', 'gi', 'a'],
    ['Ý', '', 'y'],
    ['Đông', 'đ', 'ông'],
  ])('%s → %s + %s, tone dropped', (reading, initial, rhyme) => {
    expect(splitVietnamese(reading)).toMatchObject({ initial, rhyme });
  });

  it.each([
    ['キョウ', 'k', 'you'],
    ['ジツ', 'z', 'itu'],
    ['イチ', '', 'iti'],
    ['シャク', 's', 'yaku'],
    ['ヂュウ', 'z', 'yuu'],
  ])('%s → row %s + %s', (onyomi, onset, rest) => {
    expect(splitOnyomi(onyomi)).toEqual({ onset, rest });
  });

  it('writes Kunrei romaji back as katakana', () => {
    expect(['kyou', 'zin', 'iti', 'syaku', 'zyuu', 'tu', 'gaQ'].map(katakanaOf)).toEqual([
      'キョウ',
      'ジン',
      'イチ',
      'シャク',
      'ジュウ',
      'ツ',
      'ガッ',
    ]);
    expect(kunreiOf('リットル')).toBe('riQtoru');
    expect(kunreiOf('abc')).toBeNull();
  });
});

describe("predicting the on'yomi from the Hán-Việt reading", () => {
  it.each([
    ['Quốc', ['コク']],
    ['Học', ['ガク']],
    ['Nhân', ['ジン', 'ニン']],
    ['Nhất', ['イチ', 'イツ']],
    ['Nhật', ['ニチ', 'ジツ']],
    ['Thập', ['ジュウ']],
    ['Đông', ['トウ']],
    ['Sinh', ['セイ', 'ショウ']],
    ['Lục', ['ロク', 'リク']],
    ['Phát', ['ハツ']],
  ])('%s → %j among the candidates', (hanViet, expected) => {
    expect(predicted(hanViet)).toEqual(expect.arrayContaining(expected));
  });

  it('names the rules behind each candidate', () => {
    expect(predictOnyomi('Quốc').find((p) => p.onyomi === 'コク')).toMatchObject({
      initialRule: 'init-k',
      rhymeRule: 'rhyme-oc',
    });
  });

  it('does not predict what the rules exclude', () => {
    expect(predicted('Quốc')).not.toContain('ガン');
    expect(predicted('Nhân')).not.toContain('コク');
    expect(predictOnyomi('Ąbc')).toEqual([]);
  });
});

describe('telling a regular pair', () => {
  it('explains quốc ↔ コク by the initial and the rhyme', () => {
    expect(explainPair('Quốc', 'コク')).toEqual({
      hanViet: 'Quốc',
      onyomi: 'コク',
      initialRule: 'init-k',
      rhymeRule: 'rhyme-oc',
      regular: true,
    });
  });

  it('reads ッ as a cut -tsu and ignores an affix dash', () => {
    expect(explainPair('Thập', 'ジッ').regular).toBe(true);
    expect(explainPair('Âm', '-オン').regular).toBe(true);
  });

  it('says which part a half-regular pair misses', () => {
    expect(explainPair('Lai', 'タイ')).toMatchObject({ initialRule: null, rhymeRule: 'rhyme-ai', regular: false });
  });

  it("pairs each on'yomi with the Hán-Việt reading the rules explain best", () => {
    expect(pairReadings(['Lạc', 'Nhạc'], ['ガク', 'ラク']).map((p) => [p.onyomi, p.hanViet])).toEqual([
      ['ガク', 'Nhạc'],
      ['ラク', 'Lạc'],
    ]);
    expect(pairReadings([], ['コミ'])).toEqual([]);
  });
});

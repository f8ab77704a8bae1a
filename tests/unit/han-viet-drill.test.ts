import { describe, expect, it } from 'vitest';
import { getUnit, type KanjiItem } from '@/features/content';
import { cardPairs } from '@/features/han-viet/card-pairing';
import { explainPair } from '@/features/han-viet/correspondence';
import { drillItems, drillQuestions, drillScore, type DrillSource } from '@/features/han-viet/drill';

const source = (kanji: string, sinoVietnamese: string[], onyomi: string[]): DrillSource => ({
  kanji,
  meaning: kanji,
  sinoVietnamese,
  onyomi,
});
const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};

describe('the kanji a drill asks', () => {
  it("asks the first regular pair and leaves out kanji without Hán-Việt or on'yomi", () => {
    const { items, leftOut } = drillItems([
      source('楽', ['Lạc', 'Nhạc'], ['ガク', 'ラク']),
      source('匂', [], []),
      source('畑', ['Điền'], []),
      source('来', ['Lai'], ['ライ', 'タイ']),
    ]);
    expect(leftOut).toEqual(['匂', '畑']);
    expect(items.map((i) => [i.kanji, i.hanViet, i.onyomi])).toEqual([
      ['楽', 'Nhạc', 'ガク'],
      ['来', 'Lai', 'ライ'],
    ]);
  });

  it('keeps an irregular pair, with the part no rule explains left empty', () => {
    const [item] = drillItems([source('話', ['Thoại'], ['ワ'])]).items;
    expect(item).toMatchObject({ hanViet: 'Thoại', onyomi: 'ワ', initialRule: null });
  });
});

describe('the questions', () => {
  const unit = getUnit('kanji', 'n5', 1)!;
  const { items } = drillItems((unit.items as KanjiItem[]).map((k) => ({ ...k, meaning: k.meanings[0]! })));

  it('asks every kanji once, with the answer among up to four options', () => {
    const questions = drillQuestions(items, 'mixed', seeded(7));
    expect(questions.map((q) => q.item).sort((a, b) => a - b)).toEqual(items.map((_, i) => i));
    for (const q of questions) {
      expect(q.options).toContain(q.answer);
      expect(new Set(q.options).size).toBe(q.options.length);
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      expect(q.options.length).toBeLessThanOrEqual(4);
    }
    expect(new Set(questions.map((q) => q.direction))).toEqual(new Set(['toOnyomi', 'toHanViet']));
  });

  it('never offers another reading of the same kanji, nor one the rules derive as well', () => {
    for (const q of drillQuestions(items, 'toOnyomi', seeded(3))) {
      const item = items[q.item]!;
      for (const option of q.options.filter((o) => o !== q.answer)) {
        expect(item.allOnyomi).not.toContain(option);
        expect(explainPair(item.hanViet, option).regular).toBe(false);
      }
    }
    for (const q of drillQuestions(items, 'toHanViet', seeded(5))) {
      const item = items[q.item]!;
      for (const option of q.options.filter((o) => o !== q.answer)) expect(item.allHanViet).not.toContain(option);
    }
  });

  it('scores the right answers', () => {
    const [a, b] = drillQuestions(items, 'toOnyomi', seeded(11));
    const wrong = b!.options.find((o) => o !== b!.answer)!;
    expect(
      drillScore([
        { question: a!, chosen: a!.answer },
        { question: b!, chosen: wrong },
      ]),
    ).toEqual({ right: 1, total: 2 });
  });
});

describe('the pairing on a kanji card', () => {
  it("groups the on'yomi by the Hán-Việt reading they pair with, with the rules' short forms", () => {
    expect(cardPairs(['Nhật'], ['ニチ', 'ジツ'])).toEqual([
      { hanViet: 'Nhật', onyomi: ['ニチ', 'ジツ'], hints: ['nh → n/z (ニ/ジ)', '-ât → -itsu/-ichi (イツ/イチ)'] },
    ]);
    expect(cardPairs(['Lạc', 'Nhạc'], ['ガク', 'ラク', 'ゴウ']).map((p) => [p.hanViet, p.onyomi])).toEqual([
      ['Nhạc', ['ガク']],
      ['Lạc', ['ラク']],
    ]);
  });

  it('shows nothing for a kanji whose pairs no rule explains', () => {
    expect(cardPairs(['Thoại'], ['ワ'])).toEqual([]);
    expect(cardPairs([], ['コミ'])).toEqual([]);
  });
});

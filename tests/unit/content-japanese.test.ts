import { describe, expect, it } from 'vitest';
import { furigana, kanjiReadingForms, segmentReading } from '@/scripts/content/furigana';
import {
  commonnessScore,
  isInflecting,
  isKana,
  kanjiOf,
  normalizeVietnamese,
  parsePriorities,
  sinoVietnameseOf,
  splitEvenly,
  vocabularyId,
} from '@/scripts/content/japanese';

// A few KANJIDIC2-style readings, enough for the cases below.
const READINGS: Record<string, { on: string[]; kun: string[]; nanori?: string[] }> = {
  日: { on: ['ニチ', 'ジツ'], kun: ['ひ', '-び', '-か'], nanori: ['に', 'にっ'] },
  本: { on: ['ホン'], kun: ['もと'] },
  語: { on: ['ゴ'], kun: ['かた.る', 'かた.らう'] },
  今: { on: ['コン', 'キン'], kun: ['いま'] },
  食: { on: ['ショク', 'ジキ'], kun: ['く.う', 'く.らう', 'た.べる', 'は.む'] },
  物: { on: ['ブツ', 'モツ'], kun: ['もの', 'もの-'] },
  学: { on: ['ガク'], kun: ['まな.ぶ'] },
  校: { on: ['コウ', 'キョウ'], kun: [] },
  時: { on: ['ジ'], kun: ['とき', '-どき'] },
  寒: { on: ['カン'], kun: ['さむ.い'] },
  三: { on: ['サン', 'ゾウ'], kun: ['み', 'み.つ', 'みっ.つ'] },
  十: { on: ['ジュウ', 'ジッ', 'ジュッ'], kun: ['とお', 'と', 'そ'] },
  五: { on: ['ゴ'], kun: ['いつ', 'いつ.つ'] },
  一: { on: ['イチ', 'イツ'], kun: ['ひと-', 'ひと.つ'] },
  月: { on: ['ゲツ', 'ガツ'], kun: ['つき'] },
  人: { on: ['ジン', 'ニン'], kun: ['ひと', '-り', '-と'] },
};
const formsOf = (k: string) => (READINGS[k] ? kanjiReadingForms(READINGS[k].on, READINGS[k].kun) : []);
// as the build does for ruby: plus the name readings
const rubyForms = (k: string) => [...formsOf(k), ...(READINGS[k]?.nanori ?? [])];

describe('parsePriorities', () => {
  it.each([
    [['ichi1', 'news1', 'nf05'], { ichi1: true, news1: true, nf: 5 }],
    [['spec2'], { spec2: true, nf: null }],
    [['nf12', 'nf03'], { nf: 3 }],
    [[], { nf: null, ichi1: false }],
  ] as const)('%j', (tags, expected) => {
    expect(parsePriorities(tags)).toMatchObject(expected);
  });
});

describe('commonnessScore', () => {
  it.each([
    // [tags, written, expected]
    [[], '', null],
    [['ichi1', 'news1', 'nf01'], '学校', 1 + 1 / 48],
    [['ichi1', 'news2', 'nf48'], '国', 2],
    // verbs/adjectives with a news rank count as nf02 at worst
    [['ichi1', 'news2', 'nf40'], '寒い', 1 + 2 / 48],
    // ichi1 without a news rank: by length
    [['ichi1'], '上', 1.08],
    [['ichi1'], '見せびらかす', 1.48],
    [['spec1'], '日本', 1.35],
    [['gai1'], 'パン', 1.35],
    [['news1', 'nf01'], '東京', 1.3 + 1 / 24],
    [['news1'], '何か', 2.3],
    [['spec2'], '何か', 2.3],
    [['news2', 'nf48'], '何か', 3],
    [['ichi2'], '何か', 3],
    // set phrases starting with a particle: half a tier down
    [['spec1'], 'と言う', 1.85],
    // the honorific お is not a phrase
    [['spec1'], 'お名前', 1.35],
  ] as const)('%j %s', (tags, written, expected) => {
    const score = commonnessScore(tags, written);
    if (expected === null) expect(score).toBeNull();
    else expect(score).toBeCloseTo(expected, 3);
  });

  it('orders the lists: top ichi1 < spec1 < rarer ichi1 < news1-only < news2-only', () => {
    const ichiTop = commonnessScore(['ichi1', 'news1', 'nf05'], '国')!;
    const spec = commonnessScore(['spec1'], '国')!;
    const ichiLow = commonnessScore(['ichi1', 'news2', 'nf47'], '国')!;
    const news1 = commonnessScore(['news1', 'nf24'], '国')!;
    const news2 = commonnessScore(['news2', 'nf40'], '国')!;
    expect(ichiTop).toBeLessThan(spec);
    expect(spec).toBeLessThan(ichiLow);
    expect(ichiLow).toBeLessThan(news1);
    expect(news1).toBeLessThan(news2);
  });
});

describe('isInflecting', () => {
  it.each([
    ['食べる', true],
    ['寒い', true],
    ['行く', true],
    ['学校', false],
    ['お金', false],
    ['すごい', false], // kana only
    ['休み', false],
  ])('%s → %s', (w, expected) => expect(isInflecting(w)).toBe(expected));
});

describe('kanjiOf', () => {
  it('lists kanji once, skipping kana and 々', () => {
    expect(kanjiOf('日々')).toEqual(['日']);
    expect(kanjiOf('食べ物')).toEqual(['食', '物']);
    expect(kanjiOf('これ')).toEqual([]);
  });
});

describe('segmentReading', () => {
  it.each([
    ['学校', 'がっこう', [['がっ', 'こう']]], // gemination
    ['時々', 'ときどき', [['とき', 'どき']]], // 々 + rendaku
    ['食べ物', 'たべもの', [['た', 'べ', 'もの']]],
    ['今日', 'きょう', []], // jukujikun
    ['寒い', 'さぶい', []], // irregular variant
  ])('%s / %s', (w, r, expected) => {
    expect(segmentReading(w, r, formsOf)).toEqual(expected);
  });

  it('uses name readings only when given (日本 → に + ほん)', () => {
    expect(segmentReading('日本語', 'にほんご', formsOf)).toEqual([]);
    expect(segmentReading('日本語', 'にほんご', rubyForms)).toEqual([['に', 'ほん', 'ご']]);
  });
});

describe('furigana', () => {
  const join = (segs: { text: string; reading?: string }[], key: 'text' | 'reading') =>
    segs.map((s) => (key === 'text' ? s.text : (s.reading ?? s.text))).join('');

  it.each([
    [
      '日本語',
      'にほんご',
      [
        { text: '日', reading: 'に' },
        { text: '本', reading: 'ほん' },
        { text: '語', reading: 'ご' },
      ],
    ],
    ['食べ物', 'たべもの', [{ text: '食', reading: 'た' }, { text: 'べ' }, { text: '物', reading: 'もの' }]],
    // jukujikun: the kanji run takes the whole reading, okurigana stays plain
    ['今日は', 'こんにちは', [{ text: '今', reading: 'こん' }, { text: '日', reading: 'にち' }, { text: 'は' }]],
    ['今日', 'きょう', [{ text: '今日', reading: 'きょう' }]],
    ['寒い', 'さむい', [{ text: '寒', reading: 'さむ' }, { text: 'い' }]],
  ])('%s / %s', (w, r, expected) => {
    const segs = furigana(w, r, rubyForms)!;
    expect(segs).toEqual(expected);
    expect(join(segs, 'text')).toBe(w);
    expect(join(segs, 'reading')).toBe(r);
  });

  it('falls back to run matching, then to the whole word', () => {
    // unknown kanji readings: per run, okurigana matched literally
    expect(furigana('見せる', 'みせる')).toEqual([{ text: '見', reading: 'み' }, { text: 'せる' }]);
    // kana that do not occur in the reading: whole word
    expect(furigana('取り扱う', 'とりあつかう', () => [])).toEqual([
      { text: '取', reading: 'と' },
      { text: 'り' },
      { text: '扱', reading: 'あつか' },
      { text: 'う' },
    ]);
    expect(furigana('お土産', 'おみやげ')).toEqual([{ text: 'お' }, { text: '土産', reading: 'みやげ' }]);
    expect(furigana('これ', 'これ')).toBeNull();
    expect(furigana('一ヶ月', 'いっかげつ', formsOf)).toEqual([
      { text: '一', reading: 'いっ' },
      { text: 'ヶ', reading: 'か' },
      { text: '月', reading: 'げつ' },
    ]);
  });
});

describe('Sino-Vietnamese', () => {
  it.each([
    ['NHẬT', 'Nhật'],
    ['nhật', 'Nhật'],
    ['Nhật', 'Nhật'],
    ['\u004e\u0068\u0061\u0323\u0302\u0074', 'Nhật'], // decomposed → NFC
  ])('normalizes %s', (raw, expected) => expect(normalizeVietnamese(raw)).toBe(expected));

  const vi: Record<string, string[]> = { 日: ['Nhật', 'Nhựt'], 本: ['Bản', 'Bổn'], 時: ['Thời'], 食: ['Thực'], 込: [] };
  it.each([
    ['日本', 'Nhật Bản'],
    ['時々', 'Thời Thời'],
    ['食べる', 'Thực'],
    ['これ', ''],
    // A kanji made in Japan has no reading: half a reading would mislead, so the word gets none.
    ['見込み', ''],
  ])('%s → %s', (w, expected) =>
    expect(sinoVietnameseOf(w, (k) => vi[k] ?? (k === '見' ? ['Kiến'] : []))).toBe(expected),
  );
});

describe('misc', () => {
  it('vocabularyId', () => {
    expect(vocabularyId('日本', 'にほん')).toBe('日本:にほん');
    expect(vocabularyId('これ', 'これ')).toBe('これ');
  });

  it('isKana', () => {
    expect(isKana('コーヒー')).toBe(true);
    expect(isKana('たべる')).toBe(true);
    expect(isKana('食べる')).toBe(false);
    expect(isKana('')).toBe(false);
  });

  it('splitEvenly makes as few units as possible, of even sizes', () => {
    expect(splitEvenly(Array.from({ length: 71 }, (_, i) => i)).map((u) => u.length)).toEqual([24, 24, 23]);
    expect(splitEvenly(Array.from({ length: 30 }, (_, i) => i)).map((u) => u.length)).toEqual([30]);
    expect(splitEvenly(Array.from({ length: 31 }, (_, i) => i)).map((u) => u.length)).toEqual([16, 15]);
    expect(splitEvenly([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(splitEvenly([])).toEqual([]);
    expect(() => splitEvenly([1], 0)).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import {
  type GradingCandidate,
  type Level,
  assignLevels,
  chooseReading,
  chooseWritten,
  chunkUnits,
  commonnessScore,
  furigana,
  isCompositionalNumber,
  isInflecting,
  isKana,
  kanjiLevelOf,
  kanjiOf,
  kanjiReadingForms,
  normalizeVietnamese,
  parsePriorities,
  pickGlosses,
  readingVotes,
  segmentReading,
  sinoVietnameseOf,
  trimGloss,
  vocabularyId,
} from '@/scripts/content/grading';

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
const LEVELS = new Map<string, Level>([
  ['日', 5], ['本', 5], ['語', 5], ['食', 5], ['学', 5], ['寒', 4], ['私', 4], ['椅', 1], ['子', 5],
]);

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

describe('kanjiOf / kanjiLevelOf', () => {
  it('lists kanji once, skipping kana and 々', () => {
    expect(kanjiOf('日々')).toEqual(['日']);
    expect(kanjiOf('食べ物')).toEqual(['食', '物']);
    expect(kanjiOf('これ')).toEqual([]);
  });
  it.each([
    ['日本語', 5],
    ['寒い', 4],
    ['私たち', 4],
    ['椅子', 1], // hardest kanji wins
    ['これ', 5], // kana only
    ['食べ物', null], // 物 is in no list here
  ])('%s → %s', (w, expected) => expect(kanjiLevelOf(w, LEVELS)).toBe(expected));
});

describe('assignLevels', () => {
  const quotas = { 5: 2, 4: 2, 3: 2, 2: 2, 1: 2 } as const;
  const floors = { 5: 1.5, 4: 2, 3: 2.3, 2: 2.65, 1: 3 } as const;
  const c = (id: string, kanjiLevel: Level, score: number, extra: Partial<GradingCandidate> = {}): GradingCandidate => ({
    id,
    kanjiLevel,
    score,
    ...extra,
  });

  it('grades by the hardest kanji, most common first, spilling the rest to harder levels', () => {
    const out = assignLevels(
      [c('a', 5, 1.1), c('b', 5, 1.2), c('c', 5, 1.3), c('d', 4, 1.05), c('e', 3, 1.0), c('f', 1, 1.0)],
      quotas,
      floors,
    );
    expect(out.get('a')).toBe(5);
    expect(out.get('b')).toBe(5);
    // N5 is full: c spills to N4 and, with the ease bonus, goes before no one rarer
    expect(out.get('c')).toBe(4);
    expect(out.get('d')).toBe(4);
    expect(out.get('e')).toBe(3);
    expect(out.get('f')).toBe(1);
  });

  it('keeps rare words out of easy levels even when their kanji are easy', () => {
    const out = assignLevels([c('rare', 5, 2.2), c('common', 5, 1.1)], quotas, floors);
    expect(out.get('common')).toBe(5);
    expect(out.get('rare')).toBe(3); // above the N5 and N4 floors
  });

  it('drops words past every floor or quota', () => {
    const out = assignLevels([c('x', 1, 3.5), c('y', 1, 1), c('z', 1, 1.1), c('w', 1, 1.2)], quotas, floors);
    expect(out.has('x')).toBe(false);
    expect([...out.values()].filter((l) => l === 1)).toHaveLength(2);
    expect(out.has('w')).toBe(false);
  });

  it('honours minLevel and fixed levels (which count towards the quota)', () => {
    const out = assignLevels(
      [c('news', 5, 1.0, { minLevel: 3 }), c('fixed', 5, 1.9, { fixedLevel: 5 }), c('p', 5, 1.1), c('q', 5, 1.2)],
      quotas,
      floors,
    );
    expect(out.get('news')).toBe(3);
    expect(out.get('fixed')).toBe(5);
    expect(out.get('p')).toBe(5);
    expect(out.get('q')).toBe(4);
  });

  it('is deterministic whatever the input order', () => {
    const list = [c('a', 5, 1.1), c('b', 5, 1.1), c('c', 5, 1.1), c('d', 4, 1.1), c('e', 4, 1.1)];
    const one = assignLevels(list, quotas, floors);
    const two = assignLevels([...list].reverse(), quotas, floors);
    expect([...two.entries()].sort()).toEqual([...one.entries()].sort());
  });
});

describe('chooseWritten', () => {
  it('takes the most common written form', () => {
    const w = chooseWritten(
      {
        variants: [
          { written: '日本', pronounced: 'にほん', priorities: ['spec1'] },
          { written: '日夲', pronounced: 'にほん', priorities: [] },
          { written: 'ニホン', pronounced: 'にほん', priorities: ['ichi1'] },
        ],
        meanings: [{ glosses: ['Japan'] }],
      },
      LEVELS,
    );
    expect(w).toEqual({ written: 'ニホン', score: commonnessScore(['ichi1'], 'ニホン') });
  });
  it('returns null without any priority tag or usable form', () => {
    expect(
      chooseWritten({ variants: [{ written: '日本', pronounced: 'にほん', priorities: [] }], meanings: [] }, LEVELS),
    ).toBeNull();
    expect(
      chooseWritten({ variants: [{ written: 'ＣＤ', pronounced: 'シーディー', priorities: ['ichi1'] }], meanings: [] }, LEVELS),
    ).toBeNull();
  });
});

describe('segmentReading / chooseReading', () => {
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

  it('prefers regular readings, then the ones compounds confirm, then hiragana and shorter ones', () => {
    expect(chooseReading('寒い', ['さぶい', 'さむい'], formsOf)).toBe('さむい');
    const compounds = [
      { written: '三月', reading: 'さんがつ' },
      { written: '三人', reading: 'さんにん' },
      { written: '三日', reading: 'みっか' },
    ];
    expect(chooseReading('三', ['み', 'さん'], formsOf, compounds)).toBe('さん');
    expect(chooseReading('猫', ['ネコ', 'ねこ'])).toBe('ねこ');
    expect(chooseReading('猫', ['ねこ'])).toBe('ねこ');
    expect(chooseReading('猫', ['neko'])).toBeNull();
  });

  it('credits the longest candidate a compound confirms', () => {
    const votes = readingVotes('五', ['い', 'いつ', 'ご'], [
      { written: '五つ', reading: 'いつつ' },
      { written: '五日', reading: 'いつか' },
      { written: '十五', reading: 'じゅうご' },
    ]);
    expect(Object.fromEntries(votes)).toEqual({ い: 0, いつ: 2, ご: 1 });
  });
});

describe('furigana', () => {
  const join = (segs: { text: string; reading?: string }[], key: 'text' | 'reading') =>
    segs.map((s) => (key === 'text' ? s.text : (s.reading ?? s.text))).join('');

  it.each([
    ['日本語', 'にほんご', [{ text: '日', reading: 'に' }, { text: '本', reading: 'ほん' }, { text: '語', reading: 'ご' }]],
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

describe('pickGlosses', () => {
  const m = (...senses: string[][]) => senses.map((glosses) => ({ glosses }));
  it.each([
    // the sense matching the kanji's main meaning wins over synonyms-rich odd senses
    [m(['to decipher'], ['to predict', 'to guess', 'to forecast', "to read (someone's thoughts)"], ['to read']), [['read', 'reading']], ['to read']],
    [m(['wooden clappers'], ['tree', 'shrub', 'bush']), [['tree', 'wood']], ['tree', 'shrub', 'bush']],
    [m(['an experience'], ['look', 'stare', 'gaze', 'glance'], ['eye', 'eyeball']), [['eye', 'look', 'experience']], ['eye', 'eyeball']],
    // proper names and usage notes lose
    [m(['the Great Learning (one of the Four Books)'], ['university', 'college']), [['large'], ['study', 'learning']], ['university', 'college']],
    [m(['used to stress the subject'], ['this', 'this one']), [['this']], ['this', 'this one']],
    // affix and number senses lose
    [m(['-like'], ['target', 'mark']), [['bull’s eye', 'target']], ['target', 'mark']],
  ])('%#', (meanings, kanjiMeanings, expected) => {
    expect(pickGlosses(meanings, kanjiMeanings)).toEqual(expected);
  });

  it('keeps at most 3 short glosses', () => {
    const out = pickGlosses(m(['a', 'b', 'c', 'd', 'e']), []);
    expect(out).toEqual(['a', 'b', 'c']);
    expect(trimGloss('x'.repeat(80)).length).toBeLessThanOrEqual(41);
    expect(trimGloss('tempura (deep-fried fish and vegetables in a light batter)')).toBe('tempura');
  });
});

describe('Sino-Vietnamese', () => {
  it.each([
    ['NHẬT', 'Nhật'],
    ['nhật', 'Nhật'],
    ['Nhật', 'Nhật'],
    ['\u004e\u0068\u0061\u0323\u0302\u0074', 'Nhật'], // decomposed → NFC
  ])('normalizes %s', (raw, expected) => expect(normalizeVietnamese(raw)).toBe(expected));

  const vi: Record<string, string[]> = { 日: ['Nhật', 'Nhựt'], 本: ['Bản', 'Bổn'], 時: ['Thì', 'Thời'], 食: ['Thực'] };
  it.each([
    ['日本', 'Nhật Bản'],
    ['時々', 'Thì Thì'],
    ['食べる', 'Thực'],
    ['これ', ''],
  ])('%s → %s', (w, expected) => expect(sinoVietnameseOf(w, (k) => vi[k] ?? [])).toBe(expected));

  it('fails loudly for a kanji without a reading', () => {
    expect(() => sinoVietnameseOf('日米', (k) => vi[k] ?? [])).toThrow(/米/);
  });
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

  it.each([
    ['十一', 'じゅういち', true],
    ['二十三日', 'にじゅうさんにち', true],
    ['二十日', 'はつか', false], // irregular
    ['三日', 'みっか', false], // two characters with a counter: kept
    ['十二月', 'じゅうにがつ', false], // months are words
    ['十', 'じゅう', false],
  ])('isCompositionalNumber(%s)', (w, r, expected) => {
    const numerals: Record<string, string[]> = {
      一: ['いち'], 二: ['に', 'ふた'], 三: ['さん', 'み', 'みっ'], 十: ['じゅう', 'じゅっ'], 日: ['にち', 'か', 'ひ'], 月: ['がつ', 'げつ'],
    };
    expect(isCompositionalNumber(w, r, (k) => numerals[k] ?? [])).toBe(expected);
  });

  it('chunkUnits', () => {
    const units = chunkUnits(Array.from({ length: 65 }, (_, i) => i));
    expect(units.map((u) => u.number)).toEqual([1, 2, 3]);
    expect(units.map((u) => u.items.length)).toEqual([30, 30, 5]);
    expect(units[1].items[0]).toBe(30);
    expect(chunkUnits([])).toEqual([]);
    expect(() => chunkUnits([1], 0)).toThrow();
  });
});

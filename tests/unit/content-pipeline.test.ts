import { describe, expect, it } from 'vitest';
import type { VocabularyItem } from '@/features/content/types';
import { conjugationWords, findVocabularyWord, parseConjugationWords } from '@/scripts/content/conjugation-words';
import type { EdictEntry, EdictIndex } from '@/scripts/content/edict';
import { cleanKanjiMeanings, cleanListGloss, glossProblems, splitGlosses } from '@/scripts/content/glosses';
import {
  mergeLists,
  normaliseByRule,
  wordsOfRow,
  type ListFixes,
  type ListRow,
} from '@/scripts/content/jlpt-vocabulary';
import { confirmingEntries } from '@/scripts/content/readings';
import { groupedUnits, themedUnits } from '@/scripts/content/units';
import { vietnameseProblems } from '@/scripts/content/vietnamese';

const row = (expression: string, reading: string, meaning = 'x'): ListRow => ({ expression, reading, meaning });
const NO_FIXES: ListFixes = { entries: {}, sameWord: {} };

describe('JLPT list entries', () => {
  it.each([
    [row('会う', 'あう'), { written: '会う', reading: 'あう' }],
    // affixes keep their wave dash, both spellings of it become one
    [row('〜円', '〜えん'), { written: '～円', reading: '～えん' }],
    [row('お～', 'お～'), { written: 'お～', reading: 'お～' }],
    // interjection and する-noun markers go
    [row('すみません (かん)', 'すみません (かん)'), { written: 'すみません', reading: 'すみません' }],
    [row('結婚', 'けっこん (する)'), { written: '結婚', reading: 'けっこん' }],
    [row('運動', 'うんどうする'), { written: '運動', reading: 'うんどう' }],
    // …but a verb read する stays a verb
    [row('刷る', 'する'), { written: '刷る', reading: 'する' }],
    // usage hints in parentheses go
    [row('こす (みずを～)', 'こす (みずを～)'), { written: 'こす', reading: 'こす' }],
  ])('%j', (input, expected) => expect(normaliseByRule(input)).toEqual(expected));

  it.each([
    row('いい; よい', 'いい; よい'),
    row('回る、回す', 'まわる、まわす'),
    row('ごらんになる', ''),
    row('いただく', '頂く'),
  ])('needs a hand decision for %j', (input) => {
    expect(normaliseByRule(input)).toBeNull();
    expect(() => wordsOfRow(input, NO_FIXES)).toThrow(/hand decision/);
  });

  it('applies a fix, also one keyed with its gloss for entries spelt alike', () => {
    const fixes: ListFixes = {
      entries: {
        '回る、回す|まわる、まわす': [
          { written: '回る', reading: 'まわる' },
          { written: '回す', reading: 'まわす' },
        ],
        'そば|そば|soba': [{ written: '蕎麦', reading: 'そば' }],
      },
      sameWord: {},
    };
    expect(wordsOfRow(row('回る、回す', 'まわる、まわす'), fixes).map((w) => w.written)).toEqual(['回る', '回す']);
    expect(wordsOfRow(row('そば', 'そば', 'soba'), fixes)).toEqual([{ written: '蕎麦', reading: 'そば' }]);
    expect(wordsOfRow(row('そば', 'そば', 'near'), fixes)).toEqual([{ written: 'そば', reading: 'そば' }]);
  });

  it('puts a word listed twice at the easier level and keeps the lists apart otherwise', () => {
    const lists = new Map([
      [5, [row('会う', 'あう', 'to meet'), row('九', 'きゅう', 'nine'), row('九', 'く', 'nine')]],
      [3, [row('会う', 'あう', 'to meet (again)'), row('上', 'うえ', 'above'), row('上', 'じょう', 'upper')]],
    ] as const);
    const words = mergeLists(new Map(lists), { entries: {}, sameWord: { 九: ['きゅう', 'く'] } });
    const summary = words.map((w) => [w.level, w.written, w.reading, w.altReadings]);
    expect(summary).toEqual([
      [5, '会う', 'あう', []],
      [5, '九', 'きゅう', ['く']],
      [3, '上', 'うえ', []],
      [3, '上', 'じょう', []],
    ]);
    expect(words[0].sources).toEqual(['n5:会う|あう', 'n3:会う|あう']);
  });
});

describe('English glosses', () => {
  it('splits outside parentheses', () => {
    expect(splitGlosses('above (up, top, etc.), over; on top of')).toEqual([
      'above (up, top, etc.)',
      'over',
      'on top of',
    ]);
  });

  it.each([
    ['to meet, to see', ['to meet', 'to see']],
    ['use (same as 使うこと (つかうこと)), application', ['use', 'application']],
    ['-- honorific form for 人 (ひと) --; way of doing', ['way of doing']],
    ['a, b, c, d', ['a', 'b', 'c']],
    ['tempura…', ['tempura']],
    ['from...to, between...and, or', ['from ~ to', 'between ~ and', 'or']],
    ['not only…but also', ['not only ~ but also']],
  ])('cleans %s', (gloss, expected) => expect(cleanListGloss(gloss)).toEqual(expected));

  it('drops KANJIDIC meta glosses from kanji meanings', () => {
    expect(cleanKanjiMeanings(['one', 'one radical (no.1)'])).toEqual(['one']);
    expect(cleanKanjiMeanings(['crowded', 'mixture', '(kokuji)'])).toEqual(['crowded', 'mixture']);
    expect(cleanKanjiMeanings(['work', '(kokuji)'])).toEqual(['work']);
  });

  it('flags what a learner should not see', () => {
    expect(glossProblems(['room'])).toEqual([]);
    expect(glossProblems([])).toEqual(['no meaning']);
    expect(glossProblems(['x'.repeat(61)])[0]).toMatch(/60 characters/);
    expect(glossProblems(['tempura…'])[0]).toMatch(/…/);
    expect(glossProblems(['(Japanese) maple (Acer japonicum)'])[0]).toMatch(/species/);
    expect(glossProblems(['one radical (no.1)'])[0]).toMatch(/note/);
  });
});

describe('Vietnamese meanings check', () => {
  it.each([
    ['gặp, gặp gỡ', ['to meet']],
    ['ba', ['three']], // a Vietnamese word without marks
    ['anh trai', ['older brother']],
    ['nhanh', ['fast']],
    ['calo, nhiệt lượng', ['calorie']],
  ])('accepts %s', (vi, en) => expect(vietnameseProblems(vi, en)).toEqual([]));

  it.each([
    [undefined, 'no Vietnamese meaning'],
    ['', 'no Vietnamese meaning'],
    ['room', 'same as the English'],
    ['table', 'Latin letters only'],
    ['to meet', 'Latin letters only'],
    ['gap go', 'Latin letters only'],
    ['bàn of the teacher', 'English words'],
  ])('flags %s', (vi, problem) => expect(vietnameseProblems(vi, ['room']).join(' ')).toContain(problem));
});

describe('units', () => {
  const items = Array.from({ length: 25 }, (_, i) => ({ id: `w${i}` }));
  const title = { en: 'Family', vi: 'Gia đình' };

  it('takes the curated themes when every item is in exactly one unit of 10–30', () => {
    const units = themedUnits(items, [
      { title, items: items.slice(0, 12).map((i) => i.id) },
      { title: { en: 'Food', vi: 'Đồ ăn' }, items: items.slice(12).map((i) => i.id) },
    ]);
    expect(units.map((u) => [u.title.en, u.items.length])).toEqual([
      ['Family', 12],
      ['Food', 13],
    ]);
  });

  it('refuses themes that lose, repeat or invent items, or make a unit too small', () => {
    const ids = items.map((i) => i.id);
    expect(() => themedUnits(items, [{ title, items: ids.slice(1) }])).toThrow(/in no unit: w0/);
    expect(() => themedUnits(items, [{ title, items: [...ids, 'w0'] }])).toThrow(/w0 is in two units/);
    expect(() => themedUnits(items, [{ title, items: [...ids, 'nope'] }])).toThrow(/no item nope/);
    expect(() =>
      themedUnits(items, [
        { title, items: ids.slice(0, 9) },
        { title, items: ids.slice(9) },
      ]),
    ).toThrow(/9 items/);
    expect(() => themedUnits(items, [{ title: { en: 'x', vi: '' }, items: ids }])).toThrow(/title/);
  });

  it('groups by kind and commonness, interleaving the groups', () => {
    const word = (group: string, n: number) => ({ item: `${group}${n}`, group, commonness: n });
    const input = [
      ...Array.from({ length: 60 }, (_, n) => word('noun', n)),
      ...Array.from({ length: 20 }, (_, n) => word('verb', n)),
      ...Array.from({ length: 4 }, (_, n) => word('affix', n)),
    ];
    const units = groupedUnits(input, [
      { id: 'noun', name: { en: 'Nouns', vi: 'Danh từ' } },
      { id: 'verb', name: { en: 'Verbs', vi: 'Động từ' } },
      { id: 'affix', name: { en: 'Affixes', vi: 'Phụ tố' } },
      { id: 'other', name: { en: 'Other words', vi: 'Từ khác' } },
    ]);
    expect(units.map((u) => `${u.title.en}:${u.items.length}`)).toEqual([
      'Nouns 1:30',
      'Verbs:20',
      'Other words:4',
      'Nouns 2:30',
    ]);
    expect(units[0].items[0]).toBe('noun0');
    expect(units[0].title.vi).toBe('Danh từ 1');
    const byGrade = groupedUnits(
      Array.from({ length: 40 }, (_, n) => ({ item: n, group: n < 20 ? '2' : '3', commonness: n })),
      [
        { id: '2', name: { en: 'Grade 2', vi: 'Lớp 2' } },
        { id: '3', name: { en: 'Grade 3', vi: 'Lớp 3' } },
      ],
      { interleave: false },
    );
    expect(byGrade.map((u) => u.title.en)).toEqual(['Grade 2', 'Grade 3']);
    const numbered = groupedUnits(
      Array.from({ length: 40 }, (_, n) => ({ item: n, group: '2', commonness: n })),
      [{ id: '2', name: { en: 'Grade 2', vi: 'Lớp 2' } }],
    );
    expect(numbered.map((u) => u.title.en)).toEqual(['Grade 2 · 1', 'Grade 2 · 2']);
  });
});

const entry = (headword: string, reading: string, flags: Partial<EdictEntry> = {}): EdictEntry => ({
  headword,
  reading,
  tags: new Set(),
  senses: [],
  common: true,
  irregularReading: false,
  irregularSpelling: false,
  usuallyKana: false,
  ...flags,
});
const index = (entries: EdictEntry[]): EdictIndex => {
  const byHeadword = new Map<string, EdictEntry[]>();
  const byReading = new Map<string, EdictEntry[]>();
  for (const e of entries) {
    byHeadword.set(e.headword, [...(byHeadword.get(e.headword) ?? []), e]);
    byReading.set(e.reading, [...(byReading.get(e.reading) ?? []), e]);
  }
  return { byHeadword, byReading, size: entries.length };
};

describe('readings against EDICT', () => {
  const edict = index([
    entry('図書館', 'としょかん'),
    entry('図書館', 'ずしょかん', { irregularReading: true }),
    entry('落る', 'おちる', { irregularSpelling: true }),
    entry('有る', 'ある'),
    entry('一月', 'いちがつ'),
    entry('再開', 'さいかい'),
    entry('コピー', 'コピー', { tags: new Set(['n', 'vs']) }),
  ]);
  it.each([
    ['図書館', 'としょかん', true],
    ['図書館', 'ずしょかん', false], // outdated reading
    ['落る', 'おちる', false], // irregular okurigana
    ['ある', 'ある', true], // kana word: any entry read so
    ['～月', '～がつ', true], // suffix: a compound ends with it
    ['再～', 'さい～', true], // prefix: a compound starts with it
    ['～月', '～つき', false],
    ['コピーする', 'コピーする', true], // kana する-verb: its noun is vs
  ])('%s / %s → %s', (written, reading, agrees) => {
    expect(confirmingEntries(edict, written, reading).length > 0).toBe(agrees);
  });
});

describe('conjugation words', () => {
  const vocab = (
    id: string,
    written: string,
    reading: string,
    level: 1 | 2 | 3 | 4 | 5,
    extra: Partial<VocabularyItem> = {},
  ) => ({
    item: {
      id,
      written,
      reading,
      meanings: [`en ${written}`],
      meaningVi: `vi ${written}`,
      sinoVietnamese: '',
      ...extra,
    },
    level,
  });
  // The words' EDICT entries, with the transitivity the quiz's passive depends on.
  const verbs = index([
    entry('会う', 'あう', { tags: new Set(['v5u', 'vi']) }),
    entry('漕ぐ', 'こぐ', { tags: new Set(['v5g', 'vt']) }),
    entry('履く', 'はく', { tags: new Set(['v5k', 'vt']) }),
    entry('契る', 'ちぎる', { tags: new Set(['v5r']) }),
    entry('焼ける', 'やける', { tags: new Set(['v1', 'vi']) }),
    entry('焼く', 'やく', { tags: new Set(['v5k', 'vt']) }),
    entry('降る', 'ふる', { tags: new Set(['v5r', 'vi']) }),
    entry('過ぎる', 'すぎる', { tags: new Set(['v1', 'vi']) }),
    entry('参る', 'まいる', { tags: new Set(['v5r', 'vi']) }),
  ]);
  const vocabulary = [
    vocab('会う:あう', '会う', 'あう', 5),
    vocab('終わる:おわる', '終わる', 'おわる', 5, { altWritten: ['終る'] }),
    vocab('勉強:べんきょう', '勉強', 'べんきょう', 5),
    vocab('はく', 'はく', 'はく', 4, { meanings: ['to put on (shoes)'] }),
    vocab('こう', 'こう', 'こう', 5, { meanings: ['this way'] }),
    vocab('ちぎる', 'ちぎる', 'ちぎる', 2, { meanings: ['to tear'] }),
  ];
  it('parses the curated file', () => {
    expect(parseConjugationWords('# comment\n\ngodan|会う|あう\nichidan|着る|きる|skip=potential|ref=着る')).toEqual([
      { type: 'godan', dictionary: '会う', reading: 'あう' },
      { type: 'ichidan', dictionary: '着る', reading: 'きる', skip: ['potential'], ref: '着る' },
    ]);
    expect(() => parseConjugationWords('verb|会う|あう')).toThrow(/malformed/);
    expect(() => parseConjugationWords('godan|会う|あう|colour=red')).toThrow(/unknown field/);
  });

  it('finds the vocabulary word by spelling, accepted spelling, する-noun or kana card', () => {
    const verb = (dictionary: string, reading: string) =>
      findVocabularyWord({ dictionary, reading, verb: true }, vocabulary);
    expect(verb('会う', 'あう')?.word.item.id).toBe('会う:あう');
    expect(verb('終る', 'おわる')?.word.item.id).toBe('終わる:おわる');
    expect(verb('勉強する', 'べんきょうする')).toMatchObject({ suru: true });
    expect(verb('履く', 'はく')?.word.item.id).toBe('はく');
    expect(verb('漕ぐ', 'こぐ')).toBeNull();
    // A kana card of another part of speech is another word: 請う is not the adverb こう.
    expect(verb('請う', 'こう')).toBeNull();
  });

  it('writes a word as its flash card does, and can be told a kana card is another word', () => {
    expect(() => conjugationWords(parseConjugationWords('godan|履く|はく'), vocabulary, verbs)).toThrow(/written はく/);
    expect(conjugationWords(parseConjugationWords('godan|はく|はく|ref=履く'), vocabulary, verbs)[0]).toMatchObject({
      dictionary: 'はく',
      vocabularyId: 'はく',
    });
    const [pledge] = conjugationWords(
      parseConjugationWords('godan|契る|ちぎる|vocab=none|level=1|en=to pledge|vi=thề|transitive'),
      vocabulary,
      verbs,
    );
    expect(pledge).toMatchObject({ meanings: { en: 'to pledge' } });
    expect(pledge.vocabularyId).toBeUndefined();
  });

  it('parses the form fields: class, transitive pair, passive example, transitivity, skip with its reason', () => {
    expect(
      parseConjugationWords(
        'ichidan|焼ける|やける|nonvolitional|pair=焼く\ngodan|降る|ふる|nonvolitional|passive=雨に降られた\n' +
          'godan|参る|まいる|skip=passive,command|why=humble\ngodan|契る|ちぎる|transitive',
      ),
    ).toEqual([
      { type: 'ichidan', dictionary: '焼ける', reading: 'やける', verbClass: 'nonvolitional', pair: '焼く' },
      { type: 'godan', dictionary: '降る', reading: 'ふる', verbClass: 'nonvolitional', passive: '雨に降られた' },
      { type: 'godan', dictionary: '参る', reading: 'まいる', skip: ['passive', 'command'], why: 'humble' },
      { type: 'godan', dictionary: '契る', reading: 'ちぎる', transitivity: 'transitive' },
    ]);
    expect(() => parseConjugationWords('ichidan|似る|にる|state|nonvolitional')).toThrow(/two classes/);
  });

  it('leaves out the forms nobody uses, each for its reason', () => {
    const skipOf = (line: string) =>
      conjugationWords(parseConjugationWords(`${line}|level=1|en=x|vi=y|vocab=none`), [], verbs)[0].skip;
    // A non-volitional verb: no potential, command, volitional, causative-passive, nor passive; its transitive
    // verb (焼く) says the causative.
    expect(skipOf('ichidan|焼ける|やける|nonvolitional|pair=焼く')).toEqual([
      'command',
      'potential',
      'passive',
      'causative',
      'causativePassive',
      'volitional',
    ]);
    // Its passive is asked when the file gives a sentence people say with it.
    expect(skipOf('godan|降る|ふる|nonvolitional|passive=雨に降られた')).not.toContain('passive');
    // A state: only its tenses.
    expect(skipOf('ichidan|過ぎる|すぎる|state')).toEqual([
      'command',
      'potential',
      'passive',
      'causative',
      'causativePassive',
      'volitional',
    ]);
    // An intransitive verb (EDICT vi) is not asked its passive without a sentence; a transitive one is.
    expect(skipOf('godan|会う|あう')).toEqual(['passive']);
    expect(skipOf('godan|漕ぐ|こぐ')).toBeUndefined();
    expect(skipOf('godan|参る|まいる|skip=causative,command|why=humble')).toEqual(['command', 'passive', 'causative']);
  });

  it('refuses a form field without its reason, or one that says nothing true', () => {
    const build = (line: string) => () =>
      conjugationWords(parseConjugationWords(`${line}|level=1|en=x|vi=y|vocab=none`), [], verbs);
    expect(build('godan|契る|ちぎる')).toThrow(/neither vi nor vt/);
    expect(build('godan|参る|まいる|skip=passive')).toThrow(/skip= and why= go together/);
    expect(build('godan|降る|ふる|nonvolitional|passive=雨が降った')).toThrow(/does not use its passive/);
    expect(build('godan|漕ぐ|こぐ|passive=舟が漕がれる')).toThrow(/needs no example/);
    expect(build('godan|会う|あう|transitive')).toThrow(/EDICT already marks it intransitive/);
    expect(build('godan|会う|あう|pair=焼く')).toThrow(/pair= is for non-volitional verbs/);
    expect(build('ichidan|焼ける|やける|nonvolitional|pair=焼ける')).toThrow(/not a transitive verb/);
    expect(build('ichidan|過ぎる|すぎる|state|skip=passive|why=x')).toThrow(/already left out by its class/);
    expect(() =>
      conjugationWords(parseConjugationWords('i-adjective|高い|たかい|state|level=5|en=x|vi=y'), [], verbs),
    ).toThrow(/form fields are for verbs/);
  });

  it('takes level and meanings from the vocabulary, and demands them for words it lacks', () => {
    const [meet, study, row] = conjugationWords(
      parseConjugationWords(
        'godan|会う|あう\nirregular|勉強する|べんきょうする|en=to study|vi=học|transitive\ngodan|漕ぐ|こぐ|level=2|en=to row|vi=chèo',
      ),
      vocabulary,
      verbs,
    );
    expect(meet).toMatchObject({ jlpt: 5, meanings: { en: 'en 会う', vi: 'vi 会う' }, vocabularyId: '会う:あう' });
    expect(study).toMatchObject({ jlpt: 5, meanings: { en: 'to study', vi: 'học' } });
    expect(row).toMatchObject({ jlpt: 2, meanings: { en: 'to row', vi: 'chèo' } });
    expect(() => conjugationWords(parseConjugationWords('godan|漕ぐ|こぐ'), vocabulary, verbs)).toThrow(/needs/);
    expect(() => conjugationWords(parseConjugationWords('godan|会う|あう|level=3'), vocabulary, verbs)).toThrow(
      /drop level/,
    );
  });
});

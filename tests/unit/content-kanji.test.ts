/**
 * Kanji a teacher would sign: the meaning taught first, words rather than dictionary notation, a level by
 * rule for every kanji (never N1 by default), kun'yomi written readably. Each check runs over every kanji
 * of the generated content (see content/README.md, "Kanji"); needs Debian's edict like the other content
 * tests.
 */
import { describe, expect, it } from 'vitest';
import kanjiMeaningsFile from '@/content/curated/kanji-meanings.json';
import { SET_IDS, getSetItems, getUnit, allUnitParams, type JlptLevel } from '@/features/content';
import { unitDeck } from '@/features/flash-cards/server/builtin-content';
import { readableKanjiReading, readingNotation } from '@/features/flash-cards/study-cards';
import { EDICT_MISSING_MESSAGE, edictAvailable, loadEdict } from '@/scripts/content/edict';
import { kanjiLevelOf, levelsByGrade } from '@/scripts/content/kanji-levels';
import {
  firstMeaningConfirmed,
  kanjiMeaningProblems,
  readableGloss,
  taughtMeanings,
} from '@/scripts/content/kanji-meanings';
import { confirmingEntries } from '@/scripts/content/readings';
import { kanjidic, listedKanjiLevel } from '@/scripts/content/sources';

const levelOf = (set: string) => Number(set.slice(1)) as JlptLevel;
const kanji = SET_IDS.flatMap((set) => getSetItems('kanji', set)!.map((item) => ({ item, level: levelOf(set) })));
const words = SET_IDS.flatMap((set) => getSetItems('vocabulary', set)!.map((item) => ({ item, level: levelOf(set) })));
const byKanji = new Map(kanji.map((k) => [k.item.kanji, k]));

describe('the first meaning is the one taught', () => {
  const taught: Record<string, string[]> = kanjiMeaningsFile.first;
  const confirmed = new Set(kanjiMeaningsFile.confirmed);

  it('for every kanji: the words written with it confirm it, or it was decided by hand', () => {
    const undecided = kanji
      .filter(({ item }) => {
        // A word shown in kana (いる) still speaks for its kanji spelling (居る).
        const glosses = words
          .filter((w) => [w.item.written, ...(w.item.altWritten ?? [])].some((s) => s.includes(item.kanji)))
          .flatMap((w) => w.item.meanings);
        return (
          !firstMeaningConfirmed(item.meanings[0], glosses) && !(item.kanji in taught) && !confirmed.has(item.kanji)
        );
      })
      .map(({ item }) => `${item.kanji} "${item.meanings[0]}"`);
    expect(undecided).toEqual([]);
    // The curated table is what the cards show, and lists no kanji twice.
    for (const [k, meanings] of Object.entries(taught)) {
      expect(byKanji.get(k)?.item.meanings.slice(0, meanings.length), k).toEqual(meanings.map((m) => readableGloss(m)));
      expect(confirmed.has(k), k).toBe(false);
    }
  });

  it.each([
    ['校', 'school'],
    ['参', 'take part'],
    ['院', 'institution'],
    ['様', 'Mr. / Ms.'],
    ['着', 'arrive'],
    ['川', 'river'],
    ['円', 'yen'],
    ['兆', 'trillion'],
  ])('%s means %s first', (k, meaning) => {
    expect(byKanji.get(k)!.item.meanings[0]).toBe(meaning);
  });

  it('着 teaches arrive and wear before the archaic "don"', () => {
    expect(byKanji.get('着')!.item.meanings.slice(0, 2)).toEqual(['arrive', 'wear']);
  });

  it('checks a first meaning against the glosses of the words written with the kanji', () => {
    expect(firstMeaningConfirmed('school', ['a school', 'high school'])).toBe(true);
    expect(firstMeaningConfirmed('exam', ['a school', 'high school'])).toBe(false);
    expect(firstMeaningConfirmed('arrive', ['to arrive at; to reach'])).toBe(true);
    expect(firstMeaningConfirmed('don', ['to arrive at', 'to wear'])).toBe(false);
    // A kanji no word uses cannot be checked.
    expect(firstMeaningConfirmed('obituary', [])).toBe(true);
  });
});

describe('meanings in words, not dictionary notation', () => {
  it('no kanji without a meaning, with a radical name, notation or an abbreviation', () => {
    const problems = kanji.flatMap(({ item }) => kanjiMeaningProblems(item.meanings).map((p) => `${item.kanji}: ${p}`));
    expect(problems).toEqual([]);
    expect(byKanji.get('剝')!.item.meanings[0]).toBe('come off');
  });

  it.each([
    ['10**12', 'trillion'],
    ['10**8', 'hundred million'],
    ['10**40', null],
    ['river or three-stroke river', null],
    ['katakana e', null],
    ['brush-stroke', 'brush-stroke'],
    ['left-side radical', null],
    ['Inst.', 'institution'],
    ['govt office', 'government office'],
    ['pass thru', 'pass through'],
    ['Esq.', null],
    ['sheet of...', 'sheet'],
    ['division (x/3)', 'division'],
    ['-', null],
    ['Mr. / Ms.', 'Mr. / Ms.'],
  ])('reads "%s" as %s', (gloss, readable) => {
    expect(readableGloss(gloss)).toBe(readable);
  });

  it("puts the taught meanings first, then the dictionary's, once each", () => {
    expect(taughtMeanings(['portent', '10**12', 'trillion', 'sign'], ['trillion', 'sign'], 6)).toEqual([
      'trillion',
      'sign',
      'portent',
    ]);
    expect(taughtMeanings(['Inst.', 'institution', 'temple'], undefined, 2)).toEqual(['institution', 'temple']);
  });
});

describe('a level for every kanji, by rule', () => {
  if (!edictAvailable()) throw new Error(EDICT_MISSING_MESSAGE);
  const edict = loadEdict();
  const needs = (written: string, reading: string, k: string) =>
    written.includes(k) && !confirmingEntries(edict, written, reading).every((e) => e.tags.has('uk'));
  const grades = levelsByGrade(kanji.map(({ item }) => ({ grade: item.grade, level: listedKanjiLevel(item.kanji) })));

  it('gives each kanji the level of its rule: the list, the words that need it, the old list, its grade', () => {
    const wrong = kanji
      .map(({ item, level }) => {
        const facts = {
          listed: listedKanjiLevel(item.kanji),
          oldJlpt: kanjidic(item.kanji)?.oldJlpt ?? null,
          grade: item.grade,
          wordLevels: words.filter((w) => needs(w.item.written, w.item.reading, item.kanji)).map((w) => w.level),
        };
        return { kanji: item.kanji, level, expected: kanjiLevelOf(facts, grades) };
      })
      .filter((k) => k.level !== k.expected.level)
      .map((k) => `${k.kanji} n${k.level}, by rule (${k.expected.rule}) n${k.expected.level}`);
    expect(wrong).toEqual([]);
  }, 60_000);

  it('teaches a kanji the list leaves out no later than the words that need it, never N1 by default', () => {
    const late = kanji
      .filter(({ item }) => listedKanjiLevel(item.kanji) === null)
      .flatMap(({ item, level }) => {
        const needing = words.filter((w) => needs(w.item.written, w.item.reading, item.kanji));
        const easiest = Math.max(0, ...needing.map((w) => w.level));
        return needing.length > 0 && level < easiest ? [`${item.kanji} n${level}, needed at n${easiest}`] : [];
      });
    expect(late).toEqual([]);
  }, 60_000);

  it.each([
    ['分', 5],
    ['暑', 4],
    ['的', 3],
    ['無', 4],
    ['可', 3],
    ['身', 3],
    ['一', 5],
    ['鬱', 1],
  ])('%s is N%i', (k, level) => {
    expect(byKanji.get(k)!.level).toBe(level);
  });

  it('applies the rules', () => {
    const grades = new Map<number, JlptLevel>([
      [4, 3],
      [8, 1],
    ]);
    const facts = { listed: null, oldJlpt: null, grade: 8, wordLevels: [] };
    expect(kanjiLevelOf({ ...facts, wordLevels: [3, 5, 4] }, grades)).toEqual({ level: 5, rule: 'words' });
    expect(kanjiLevelOf({ ...facts, oldJlpt: 4 }, grades)).toEqual({ level: 5, rule: 'old list' });
    expect(kanjiLevelOf({ ...facts, grade: 4 }, grades)).toEqual({ level: 3, rule: 'grade' });
    expect(kanjiLevelOf(facts, grades)).toEqual({ level: 1, rule: 'grade' });
    // The list's level stands, unless the old list puts the kanji two levels easier and a word needs it there.
    expect(kanjiLevelOf({ ...facts, listed: 3, oldJlpt: 2, wordLevels: [5] }, grades)).toEqual({
      level: 3,
      rule: 'list',
    });
    expect(kanjiLevelOf({ ...facts, listed: 1, oldJlpt: 3, wordLevels: [5] }, grades)).toEqual({
      level: 4,
      rule: 'list corrected',
    });
    expect(kanjiLevelOf({ ...facts, listed: 2, oldJlpt: 3, wordLevels: [3] }, grades)).toEqual({
      level: 3,
      rule: 'list corrected',
    });
    expect(kanjiLevelOf({ ...facts, listed: 2, oldJlpt: 3, wordLevels: [] }, grades)).toEqual({
      level: 2,
      rule: 'list',
    });
    expect(
      levelsByGrade([
        { grade: 4, level: 3 },
        { grade: 4, level: 3 },
        { grade: 4, level: 2 },
        { grade: 8, level: null },
      ]),
    ).toEqual(new Map([[4, 3]]));
  });
});

describe("kun'yomi written readably", () => {
  it("every kanji card shows its readings without the dictionary's dots and dashes", () => {
    const unreadable: string[] = [];
    for (const { set, unit } of allUnitParams('kanji')) {
      const deck = unitDeck(getUnit('kanji', set, unit)!, 'en');
      if (deck.kind !== 'kanji') continue;
      for (const card of deck.cards) {
        for (const r of [...card.onyomi, ...card.kunyomi]) {
          if (!/^～?[\p{Script=Hiragana}\p{Script=Katakana}ー]+(\([\p{Script=Hiragana}]+\))?～?$/u.test(r))
            unreadable.push(`${card.kanji} ${r}`);
        }
      }
    }
    expect(unreadable).toEqual([]);
    const one = unitDeck(getUnit('kanji', 'n5', 1)!, 'vi');
    expect(one.kind === 'kanji' && one.cards[0].kunyomi).toEqual(['ひと～', 'ひと(つ)']);
  });

  it.each([
    ['ひと.つ', 'ひと(つ)'],
    ['ひと-', 'ひと～'],
    ['-ぎ', '～ぎ'],
    ['-き.せ', '～き(せ)'],
    ['き.せる', 'き(せる)'],
    ['かわ', 'かわ'],
    ['-ノウ', '～ノウ'],
  ])('%s → %s', (reading, readable) => {
    expect(readableKanjiReading(reading)).toBe(readable);
  });

  it('says what the legend must explain', () => {
    expect(readingNotation([{ kanji: '一', onyomi: ['イチ'], kunyomi: ['ひと～', 'ひと(つ)'] }])).toEqual({
      okurigana: { reading: 'ひと(つ)', written: '一つ' },
      affix: true,
    });
    expect(readingNotation([{ kanji: '川', onyomi: ['セン'], kunyomi: ['かわ'] }])).toEqual({
      okurigana: null,
      affix: false,
    });
    // A reading the card's example words use explains better than a rare spelling (先ず).
    const unit = [
      { kanji: '先', onyomi: ['セン'], kunyomi: ['さき', 'ま(ず)'], examples: [{ written: '先生' }] },
      { kanji: '生', onyomi: ['セイ'], kunyomi: ['い(きる)', 'う(まれる)'], examples: [{ written: '生まれる' }] },
    ];
    expect(readingNotation(unit).okurigana).toEqual({ reading: 'う(まれる)', written: '生まれる' });
  });
});

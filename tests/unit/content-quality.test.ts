/**
 * What the built-in content teaches, checked against its sources as a Japanese teacher would: every word
 * of the JLPT lists at its level, readings that EDICT confirms (beside the hand-resolved exceptions),
 * a Vietnamese meaning for every word and kanji, glosses a learner can use, Hán Việt readings, and a
 * conjugation quiz that agrees with the flash cards. Needs Debian's edict (CI installs it).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import generatedConjugation from '@/content/generated/conjugation-words.json';
import hanVietFile from '@/content/curated/han-viet.json';
import readingExceptions from '@/content/curated/reading-exceptions.json';
import { SET_IDS, getSetItems, type JlptSetId, type VocabularyItem } from '@/features/content';
import { firstWeekFile, listFixes } from '@/scripts/content/curated';
import { EDICT_MISSING_MESSAGE, edictAvailable, loadEdict } from '@/scripts/content/edict';
import { MAX_FIRST_GLOSS, glossProblems } from '@/scripts/content/glosses';
import { vocabularyId } from '@/scripts/content/japanese';
import { wordsOfRow } from '@/scripts/content/jlpt-vocabulary';
import { confirmingEntries } from '@/scripts/content/readings';
import { jlptWordLists, joyoKanji, listedKanjiLevel } from '@/scripts/content/sources';
import { vietnameseProblems } from '@/scripts/content/vietnamese';

const levelOf = (set: JlptSetId) => Number(set.slice(1));
const words = SET_IDS.flatMap((set) => getSetItems('vocabulary', set)!.map((item) => ({ item, level: levelOf(set) })));
const kanji = SET_IDS.flatMap((set) => getSetItems('kanji', set)!.map((item) => ({ item, level: levelOf(set) })));
const byWritten = new Map<string, { item: VocabularyItem; level: number }[]>();
for (const w of words) {
  for (const spelling of [w.item.written, ...(w.item.altWritten ?? [])]) {
    byWritten.set(spelling, [...(byWritten.get(spelling) ?? []), w]);
  }
}
const reads = (item: VocabularyItem, reading: string) =>
  item.reading === reading || (item.altReadings ?? []).includes(reading);
/** The card of a written form and reading: its own spelling first, then a card that accepts it (固い for 硬い). */
const find = (written: string, reading: string) => {
  const candidates = (byWritten.get(written) ?? []).filter((w) => reads(w.item, reading));
  return (
    // A card keeps its list word's id when it is shown in kana (蕎麦:そば is shown そば, as is the word そば "beside").
    candidates.find((w) => w.item.id === vocabularyId(written, reading)) ??
    candidates.find((w) => w.item.written === written && w.item.reading === reading) ??
    candidates.find((w) => w.item.written === written) ??
    candidates[0]
  );
};
const wordsOf = (written: string) => byWritten.get(written) ?? [];

describe('levels follow the JLPT word lists', () => {
  const lists = jlptWordLists();
  const fixes = listFixes();

  // The first week's greetings are N5 whatever the lists say (content-first-week.test.ts).
  const firstWeek = firstWeekFile().words;

  it('has every word of every list at its level, a word listed twice at the easier one', () => {
    const expected = new Map<{ item: VocabularyItem; level: number }, number>();
    const missing: string[] = [];
    for (const [level, rows] of lists) {
      for (const row of rows) {
        for (const word of wordsOfRow(row, fixes)) {
          const found = find(word.written, word.reading);
          if (!found) missing.push(`n${level} ${word.written} (${word.reading})`);
          else expected.set(found, Math.max(expected.get(found) ?? 0, level));
        }
      }
    }
    expect(missing).toEqual([]);
    const misplaced = [...expected]
      .filter(([w, level]) => w.level !== level && !firstWeek.some((entry) => entry.id === w.item.id))
      .map(([w, level]) => `${w.item.id} n${w.level}, listed n${level}`);
    expect(misplaced).toEqual([]);
    // Nothing that is on no list, beside the first week's phrases the lists lack (おやすみなさい).
    expect(expected.size).toBe(words.length - firstWeek.filter((entry) => entry.new).length);
  });

  it.each([
    ['友達', 5],
    ['猫', 5],
    ['昨日', 5],
    ['机', 5],
    ['卵', 5],
    ['牛乳', 5],
    ['嫌い', 5],
    ['椅子', 5],
    ['眼鏡', 5],
    ['同じ', 5],
    ['速い', 5],
    ['お風呂', 5],
    ['箸', 5],
    ['～枚', 5],
    ['～冊', 5],
    ['嬉しい', 4],
    ['邪魔', 4],
    ['遠慮', 4],
    ['予習', 4],
    ['復習', 4],
    ['忘れ物', 4],
  ])('%s is N%i', (written, level) => {
    expect(wordsOf(written).map((w) => w.level)).toContain(level);
  });

  it('has kana-only and katakana words at every level', () => {
    for (const set of SET_IDS) {
      const items = getSetItems('vocabulary', set)!;
      expect(items.filter((i) => /^[\p{Script=Katakana}ー]+$/u.test(i.written)).length, set).toBeGreaterThan(20);
    }
  });
});

describe('readings agree with EDICT', () => {
  it('for every word and accepted reading, beside the hand-resolved exceptions', () => {
    if (!edictAvailable()) throw new Error(EDICT_MISSING_MESSAGE);
    const edict = loadEdict();
    const exceptions: Record<string, string> = { ...readingExceptions };
    delete exceptions['//'];
    const disagreements: string[] = [];
    for (const { item } of words) {
      const spellings = [item.written, ...(item.altWritten ?? [])];
      for (const reading of [item.reading, ...(item.altReadings ?? [])]) {
        if (!spellings.some((w) => confirmingEntries(edict, w, reading).length > 0)) disagreements.push(item.id);
      }
    }
    expect(disagreements.sort()).toEqual(Object.keys(exceptions).sort());
  }, 60_000);

  it.each([
    ['図書館', 'としょかん'],
    ['風邪', 'かぜ'],
    ['浴衣', 'ゆかた'],
    ['景色', 'けしき'],
    ['牛', 'うし'],
    ['観客', 'かんきゃく'],
    ['乗客', 'じょうきゃく'],
    ['気付く', 'きづく'],
    ['小遣い', 'こづかい'],
    ['お兄さん', 'おにいさん'],
  ])('%s is read %s', (written, reading) => {
    expect(wordsOf(written).map((w) => w.item.reading)).toEqual([reading]);
  });

  it('takes kanji examples from the vocabulary, with its readings, easiest level first', () => {
    for (const { item } of kanji) {
      const levels = item.examples.map((e) => {
        const w = find(e.written, e.reading);
        expect(w, `${item.kanji}: ${e.written} (${e.reading})`).toBeDefined();
        expect(e.meaningVi).toBe(w!.item.meaningVi);
        return w!.level;
      });
      expect(levels).toEqual([...levels].sort((a, b) => b - a));
    }
    const hi = kanji.find((k) => k.item.kanji === '日')!.item;
    expect(hi.examples.map((e) => e.written)).toContain('毎日');
  });
});

describe('meanings a learner can use', () => {
  it('every word and kanji has a Vietnamese meaning that passes the check, at every level', () => {
    for (const set of SET_IDS) {
      const problems = [
        ...getSetItems('vocabulary', set)!.flatMap((i) =>
          vietnameseProblems(i.meaningVi, i.meanings).map((p) => `${i.id}: ${p}`),
        ),
        ...getSetItems('kanji', set)!.flatMap((i) =>
          vietnameseProblems(i.meaningVi, i.meanings).map((p) => `${i.id}: ${p}`),
        ),
      ];
      expect(problems, set).toEqual([]);
    }
  });

  it('no English gloss over the limits, none cut with "…", no notes or species names', () => {
    const problems = words.flatMap(({ item }) => glossProblems(item.meanings).map((p) => `${item.id}: ${p}`));
    expect(problems).toEqual([]);
    expect(Math.max(...words.map(({ item }) => item.meanings[0].length))).toBeLessThanOrEqual(MAX_FIRST_GLOSS);
    const kanjiNotes = kanji.filter(({ item }) => item.meanings.some((m) => /radical \(no|kokuji/i.test(m)));
    expect(kanjiNotes.map((k) => k.item.kanji)).toEqual([]);
  });

  it.each([
    ['大統領', 'president'],
    ['事故', 'accident'],
    ['部屋', 'room'],
    ['万', 'ten thousand'],
    ['有名', 'famous'],
    ['心配', 'worry'],
    ['最近', 'recently'],
    ['交流', 'exchange'],
  ])('%s means %s first', (written, gloss) => {
    expect(wordsOf(written)[0].item.meanings[0]).toMatch(new RegExp(`^(a )?${gloss}`));
  });
});

describe('Hán Việt you can trust', () => {
  const byKanji = new Map(kanji.map((k) => [k.item.kanji, k.item]));

  it('covers the 2,136 jōyō kanji, most at the levels of the tanos lists (the rest by rule: content-kanji.test.ts)', () => {
    const joyo = joyoKanji();
    expect(kanji).toHaveLength(2136);
    expect(new Set(kanji.map((k) => k.item.kanji))).toEqual(new Set(joyo));
    const atListLevel = kanji.filter((k) => k.level === listedKanjiLevel(k.item.kanji));
    expect(atListLevel.length).toBeGreaterThan(1900);
  });

  it.each([
    ['戦', 'Chiến'],
    ['伝', 'Truyền'],
    ['予', 'Dự'],
    ['県', 'Huyện'],
    ['着', 'Trước'],
    ['桜', 'Anh'],
    ['芸', 'Nghệ'],
    ['学', 'Học'],
    ['本', 'Bản'],
    ['会', 'Hội'],
    ['国', 'Quốc'],
  ])('%s reads %s first', (k, reading) => {
    expect(byKanji.get(k)!.sinoVietnamese[0]).toBe(reading);
  });

  it('gives every kanji a reading, except kokuji, which say so', () => {
    const kokuji = new Set(hanVietFile.kokuji);
    for (const item of byKanji.values()) {
      expect(item.kokuji === true, item.kanji).toBe(kokuji.has(item.kanji));
      if (!item.kokuji) expect(item.sinoVietnamese.length, item.kanji).toBeGreaterThan(0);
      for (const r of item.sinoVietnamese) expect(r, item.kanji).toMatch(/^\p{Lu}[\p{Ll}\p{M}]*$/u);
    }
    for (const k of ['込', '畑', '匂', '峠', '枠'])
      expect(byKanji.get(k)).toMatchObject({ kokuji: true, sinoVietnamese: [] });
  });

  it('gives words the Hán Việt of their kanji', () => {
    expect(wordsOf('日本')[0].item.sinoVietnamese).toBe('Nhật Bản');
    expect(wordsOf('戦争')[0].item.sinoVietnamese).toBe('Chiến Tranh');
    expect(wordsOf('嬉しい')[0].item.sinoVietnamese).toBe('Hy');
    // A word with a kokuji gets none rather than half of one.
    expect(wordsOf('込む')[0].item.sinoVietnamese).toBe('');
    const readings: Record<string, string[]> = hanVietFile.readings;
    const isKanji = (c: string) => /\p{Script=Han}/u.test(c) && c !== '々' && c !== '〆';
    const unread = (written: string) => [...written].some((c) => isKanji(c) && !readings[c]?.length);
    const withKanji = words.filter(({ item }) => /\p{Script=Han}/u.test(item.written) && !unread(item.written));
    expect(withKanji.filter(({ item }) => item.sinoVietnamese === '').map(({ item }) => item.id)).toEqual([]);
    // Only kokuji and one kanji whose reading no dictionary at hand confirmed are without one (呟く is shown つぶやく).
    const without = [
      ...new Set(words.flatMap(({ item }) => [...item.written].filter((c) => isKanji(c) && !readings[c]?.length))),
    ];
    expect(without.filter((c) => !hanVietFile.kokuji.includes(c)).sort()).toEqual(['辿']);
  });
});

describe('one source of truth for words', () => {
  it('gives the conjugation quiz the level and meanings of the flash cards', () => {
    const byId = new Map(words.map((w) => [w.item.id, w]));
    let shared = 0;
    for (const entry of generatedConjugation) {
      if (!entry.vocabularyId) continue;
      const card = byId.get(entry.vocabularyId)!;
      expect(card, entry.id).toBeDefined();
      expect(entry.jlpt, entry.id).toBe(card.level);
      if (!entry.dictionary.endsWith('する') || card.item.written.endsWith('する')) {
        expect(entry.meanings.vi, entry.id).toBe(card.item.meaningVi);
        expect(entry.meanings.en.startsWith(card.item.meanings[0]), entry.id).toBe(true);
        shared++;
      }
    }
    expect(shared).toBeGreaterThan(650);
  });

  it('keeps the curated sources in the repository (the app never reads ../shared)', () => {
    const csv = readFileSync('content/sources/jlpt-vocabulary/n5.csv', 'utf8');
    expect(csv.startsWith('expression,reading,meaning,tags,guid')).toBe(true);
    expect(readFileSync('content/sources/jlpt-vocabulary/LICENSE', 'utf8')).toMatch(/MIT License/);
  });
});

/**
 * Checks the generated content (content/generated/) and its accessor
 * (lib/content). Rebuild with `npm run content:build` if these fail after a
 * change to the generator or the curated files.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isKana, isKatakana } from 'wanakana';
import {
  SET_IDS,
  UNIT_SIZE,
  allUnitParams,
  getSet,
  getSetItems,
  getUnit,
  listSets,
  parseUnitNumber,
  type ContentKind,
  type JlptSetId,
  type KanjiItem,
  type VocabularyItem,
} from '@/lib/content';
import indexJson from '@/content/generated/index.json';
import viKanjiN5 from '@/content/curated/vi-meanings-kanji-n5.json';
import viVocabularyN5 from '@/content/curated/vi-meanings-vocabulary-n5.json';

const require = createRequire(import.meta.url);
/** The source JLPT kanji lists (dev dependency `kanji`). */
const sourceList = (set: JlptSetId): string[] => require(`kanji/lib/data/jlpt.${set}.json`);

const kanjiSets = Object.fromEntries(SET_IDS.map((s) => [s, getSetItems('kanji', s)!])) as Record<JlptSetId, KanjiItem[]>;
const vocabSets = Object.fromEntries(SET_IDS.map((s) => [s, getSetItems('vocabulary', s)!])) as Record<
  JlptSetId,
  VocabularyItem[]
>;
const levelOf = (set: JlptSetId) => Number(set.slice(1));
const kanjiLevel = new Map<string, number>();
for (const s of SET_IDS) for (const k of kanjiSets[s]) kanjiLevel.set(k.kanji, levelOf(s));
const isKanjiChar = (c: string) => /\p{Script=Han}/u.test(c) && c !== '々';
const VIETNAMESE = /^[\p{L}\p{M}\p{N}\s(),;.'/\-…]+$/u;
const kind = (k: ContentKind) => k;

describe('kanji sets', () => {
  it.each(SET_IDS)('%s holds exactly the source JLPT list', (set) => {
    const items = kanjiSets[set];
    expect(items.map((k) => k.kanji).sort()).toEqual([...sourceList(set)].sort());
  });

  it('has about 2,100+ kanji in all, none twice', () => {
    const all = SET_IDS.flatMap((s) => kanjiSets[s].map((k) => k.id));
    expect(all.length).toBeGreaterThan(2100);
    expect(new Set(all).size).toBe(all.length);
  });

  it('every kanji has meanings, readings, strokes and Sino-Vietnamese readings', () => {
    for (const s of SET_IDS) {
      for (const k of kanjiSets[s]) {
        expect(k.id, k.kanji).toBe(k.kanji);
        expect([...k.kanji]).toHaveLength(1);
        expect(k.meanings.length, k.kanji).toBeGreaterThan(0);
        expect(k.meanings.every((m) => m.trim().length > 0), k.kanji).toBe(true);
        expect(k.onyomi.length + k.kunyomi.length, k.kanji).toBeGreaterThan(0);
        for (const r of k.onyomi) expect(isKatakana(r.replace(/-/g, '')), `${k.kanji} ${r}`).toBe(true);
        // (a few kun'yomi are katakana words, e.g. 粉 デシメートル)
        for (const r of k.kunyomi) expect(isKana(r.replace(/[.-]/g, '')), `${k.kanji} ${r}`).toBe(true);
        expect(k.strokes, k.kanji).toBeGreaterThan(0);
        expect(k.sinoVietnamese.length, k.kanji).toBeGreaterThan(0);
        for (const v of k.sinoVietnamese) {
          expect(v, k.kanji).toMatch(VIETNAMESE);
          expect(v, k.kanji).toBe(v.normalize('NFC'));
          expect(v[0], k.kanji).toBe(v[0].toLocaleUpperCase('vi'));
          expect(v.slice(1), k.kanji).toBe(v.slice(1).toLocaleLowerCase('vi'));
        }
        expect(k.examples.length, k.kanji).toBeLessThanOrEqual(4);
        for (const e of k.examples) {
          expect(e.written, k.kanji).toContain(k.kanji);
          expect(isKana(e.reading), `${k.kanji} ${e.reading}`).toBe(true);
          expect(e.meaning.length, k.kanji).toBeGreaterThan(0);
        }
      }
    }
  });

  it('has known values', () => {
    const hi = kanjiSets.n5.find((k) => k.kanji === '日')!;
    expect(hi.sinoVietnamese[0]).toBe('Nhật');
    expect(hi.meanings).toContain('day');
    expect(hi.onyomi).toContain('ニチ');
    expect(hi.strokes).toBe(4);
    expect(hi.grade).toBe(1);
    expect(hi.frequency).toBe(1);
    expect(hi.examples.length).toBeGreaterThan(0);
  });

  it('almost every kanji has example words', () => {
    const all = SET_IDS.flatMap((s) => kanjiSets[s]);
    expect(all.filter((k) => k.examples.length === 0).length).toBeLessThan(all.length * 0.05);
    expect(kanjiSets.n5.every((k) => k.examples.length >= 2)).toBe(true);
  });
});

describe('vocabulary sets', () => {
  it('have sizes near the usual lists', () => {
    const size = (s: JlptSetId) => vocabSets[s].length;
    expect(size('n5')).toBeGreaterThanOrEqual(550);
    expect(size('n5')).toBeLessThanOrEqual(800);
    expect(size('n4')).toBeGreaterThanOrEqual(500);
    expect(size('n3')).toBeGreaterThanOrEqual(1500);
    expect(size('n2')).toBeGreaterThanOrEqual(1500);
    expect(size('n1')).toBeGreaterThanOrEqual(3000);
  });

  it('hold no duplicates, within or across sets', () => {
    const ids = SET_IDS.flatMap((s) => vocabSets[s].map((w) => w.id));
    expect(new Set(ids).size).toBe(ids.length);
    const written = SET_IDS.flatMap((s) => vocabSets[s].map((w) => w.written));
    expect(new Set(written).size).toBe(written.length);
  });

  it('every word has a kana reading, short English meanings and a consistent id', () => {
    for (const s of SET_IDS) {
      for (const w of vocabSets[s]) {
        expect(w.written.length, w.id).toBeGreaterThan(0);
        expect(isKana(w.reading), `${w.id} reading`).toBe(true);
        expect(w.id, w.id).toBe(w.written === w.reading ? w.written : `${w.written}:${w.reading}`);
        expect(w.meanings.length, w.id).toBeGreaterThan(0);
        expect(w.meanings.length, w.id).toBeLessThanOrEqual(3);
        for (const m of w.meanings) {
          expect(m.trim().length, w.id).toBeGreaterThan(0);
          expect(m.length, w.id).toBeLessThanOrEqual(45);
        }
        expect(typeof w.commonness).toBe('number');
      }
    }
  });

  it('grades every word no easier than its hardest kanji', () => {
    for (const s of SET_IDS) {
      for (const w of vocabSets[s]) {
        for (const c of w.written) {
          if (!isKanjiChar(c)) continue;
          expect(kanjiLevel.get(c), `${w.id} uses ${c}`).toBeDefined();
          expect(kanjiLevel.get(c)!, `${w.id} in ${s} uses ${c}`).toBeGreaterThanOrEqual(levelOf(s));
        }
      }
    }
  });

  it('gives the Sino-Vietnamese reading of each kanji, and none for kana words', () => {
    const firstReading = new Map<string, string>();
    for (const s of SET_IDS) for (const k of kanjiSets[s]) firstReading.set(k.kanji, k.sinoVietnamese[0]);
    for (const s of SET_IDS) {
      for (const w of vocabSets[s]) {
        const chars = [...w.written];
        const expected: string[] = [];
        chars.forEach((c, i) => {
          if (isKanjiChar(c)) expected.push(firstReading.get(c)!);
          else if (c === '々') expected.push(expected[expected.length - 1] ?? firstReading.get(chars[i - 1])!);
        });
        expect(w.sinoVietnamese, w.id).toBe(expected.join(' '));
      }
    }
    expect(vocabSets.n5.find((w) => w.written === '日本')?.sinoVietnamese).toBe('Nhật Bản');
    expect(vocabSets.n5.find((w) => w.written === 'これ')?.sinoVietnamese).toBe('');
  });

  it('has furigana that spells the word and its reading', () => {
    for (const s of SET_IDS) {
      for (const w of vocabSets[s]) {
        const hasKanji = [...w.written].some((c) => isKanjiChar(c) || c === '々');
        if (!hasKanji) {
          expect(w.furigana, w.id).toBeUndefined();
          continue;
        }
        expect(w.furigana, w.id).toBeDefined();
        expect(w.furigana!.map((f) => f.text).join(''), w.id).toBe(w.written);
        expect(w.furigana!.map((f) => f.reading ?? f.text).join(''), w.id).toBe(w.reading);
        for (const f of w.furigana!) if (f.reading === undefined) expect(isKana(f.text), w.id).toBe(true);
        for (const f of w.furigana!) if (f.reading !== undefined) expect(isKana(f.reading), w.id).toBe(true);
      }
    }
  });

  it('knows the basics', () => {
    const n5 = new Map(vocabSets.n5.map((w) => [w.written, w]));
    for (const w of ['学校', '先生', '食べる', '飲む', '行く', '見る', '日本', 'これ', 'テレビ', 'ある', '今日', '子ども', '出かける', 'みんな', 'かける']) {
      expect(n5.has(w), w).toBe(true);
    }
    expect(n5.get('今日')!.reading).toBe('きょう');
    expect(n5.get('日本')!.reading).toBe('にほん');
    // taught under the spelling of schools and official writing, not 子供 / 出掛ける
    expect(n5.get('子ども')!.reading).toBe('こども');
    // kana words replace their kanji spellings everywhere
    const written = new Set(SET_IDS.flatMap((s) => vocabSets[s].map((w) => w.written)));
    for (const w of ['子供', '出掛ける', '掛ける', '色々', '下さい']) expect(written.has(w), w).toBe(false);
    // news vocabulary written with N5 kanji is not N5
    for (const w of ['国会', '会見', '円高']) expect(n5.has(w), w).toBe(false);
  });
});

describe('units', () => {
  it.each(['kanji', 'vocabulary'] as const)('%s: at most 30 items, all full but the last, numbered from 1', (k) => {
    for (const s of SET_IDS) {
      const set = getSet(k, s)!;
      expect(set.units.map((u) => u.number)).toEqual(set.units.map((_, i) => i + 1));
      set.units.forEach((u, i) => {
        expect(u.itemCount).toBeGreaterThan(0);
        expect(u.itemCount).toBeLessThanOrEqual(UNIT_SIZE);
        if (i < set.units.length - 1) expect(u.itemCount).toBe(UNIT_SIZE);
        const unit = getUnit(k, s, u.number)!;
        expect(unit.items).toHaveLength(u.itemCount);
      });
      expect(set.units.reduce((n, u) => n + u.itemCount, 0)).toBe(set.itemCount);
    }
  });

  it('orders vocabulary from most to least common', () => {
    for (const s of SET_IDS) {
      const scores = vocabSets[s].map((w) => w.commonness);
      for (let i = 1; i < scores.length; i++) expect(scores[i], `${s} #${i}`).toBeGreaterThanOrEqual(scores[i - 1]);
    }
  });

  it('orders kanji from most to least frequent (unranked last)', () => {
    for (const s of SET_IDS) {
      const ranks = kanjiSets[s].map((k) => k.frequency ?? Infinity);
      for (let i = 1; i < ranks.length; i++) expect(ranks[i], `${s} #${i}`).toBeGreaterThanOrEqual(ranks[i - 1]);
    }
  });
});

describe('Vietnamese meanings', () => {
  it('every N5 word and N5 kanji has one', () => {
    for (const w of vocabSets.n5) {
      expect(w.meaningVi, w.id).toBeTruthy();
      expect(w.meaningVi!, w.id).toMatch(VIETNAMESE);
    }
    for (const k of kanjiSets.n5) {
      expect(k.meaningVi, k.id).toBeTruthy();
      expect(k.meaningVi!, k.id).toMatch(VIETNAMESE);
    }
  });

  it('the curated files name only existing items and are merged as written', () => {
    const allVocab = new Map(SET_IDS.flatMap((s) => vocabSets[s].map((w) => [w.id, w] as const)));
    for (const [id, vi] of Object.entries(viVocabularyN5)) {
      if (id.startsWith('//')) continue;
      expect(allVocab.get(id)?.meaningVi, id).toBe(vi);
    }
    const n5Kanji = new Map(kanjiSets.n5.map((k) => [k.id, k]));
    for (const [id, vi] of Object.entries(viKanjiN5)) {
      if (id.startsWith('//')) continue;
      expect(n5Kanji.get(id)?.meaningVi, id).toBe(vi);
    }
  });
});

describe('lib/content', () => {
  it('listSets matches the generated index', () => {
    for (const k of ['kanji', 'vocabulary'] as const) {
      const sets = listSets(k);
      expect(sets.map((s) => s.id)).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
      expect(sets.map((s) => s.level)).toEqual([5, 4, 3, 2, 1]);
      for (const s of sets) {
        expect(s.itemCount).toBe(getSetItems(k, s.id)!.length);
        expect(s.unitCount).toBe(Math.ceil(s.itemCount / UNIT_SIZE));
      }
      expect(indexJson[k].map((s) => s.itemCount)).toEqual(sets.map((s) => s.itemCount));
    }
  });

  it('getUnit returns typed items and null for anything unknown or malformed', () => {
    const unit = getUnit('vocabulary', 'n5', '1')!;
    expect(unit.number).toBe(1);
    expect(unit.set.id).toBe('n5');
    expect(unit.unitCount).toBe(getSet('vocabulary', 'n5')!.unitCount);
    expect(unit.items[0].reading.length).toBeGreaterThan(0);
    expect(getUnit('kanji', 'n5', 1)!.items[0].kanji).toBe('日');
    const last = getSet('kanji', 'n1')!.unitCount;
    expect(getUnit('kanji', 'n1', String(last))).not.toBeNull();
    for (const bad of ['0', '-1', '01', '1.5', 'abc', '', ' 1', String(last + 1), '1e2']) {
      expect(getUnit('kanji', 'n1', bad), JSON.stringify(bad)).toBeNull();
    }
    expect(getUnit('kanji', 'n1', last + 1)).toBeNull();
    expect(getUnit('kanji', 'n1', 1.5)).toBeNull();
    expect(getUnit('kanji', 'N5', 1)).toBeNull();
    expect(getUnit('kanji', 'n6', 1)).toBeNull();
    expect(getUnit(kind('grammar' as ContentKind), 'n5', 1)).toBeNull();
    expect(getSet('vocabulary', 'x')).toBeNull();
    expect(parseUnitNumber('12')).toBe(12);
  });

  it('allUnitParams lists every unit once', () => {
    for (const k of ['kanji', 'vocabulary'] as const) {
      const params = allUnitParams(k);
      const total = listSets(k).reduce((n, s) => n + s.unitCount, 0);
      expect(params).toHaveLength(total);
      expect(new Set(params.map((p) => `${p.set}/${p.unit}`)).size).toBe(total);
      for (const p of params) expect(getUnit(k, p.set, p.unit), `${p.set}/${p.unit}`).not.toBeNull();
    }
  });
});

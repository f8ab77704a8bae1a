/**
 * The generated content (content/generated/) through its accessor (features/content): shapes, units and the
 * lookups pages rely on. Rebuild with `npm run content:build` if these fail after a change to the
 * generator or the curated files; tests/unit/content-quality.test.ts checks what the content teaches.
 */
import { describe, expect, it } from 'vitest';
import kanjiThemesN4 from '@/content/curated/units-kanji-n4.json';
import kanjiThemesN5 from '@/content/curated/units-kanji-n5.json';
import wordThemesN4 from '@/content/curated/units-vocabulary-n4.json';
import wordThemesN5 from '@/content/curated/units-vocabulary-n5.json';
import indexJson from '@/content/generated/index.json';
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
} from '@/features/content';

const kind = (k: ContentKind) => k;

describe('units', () => {
  it.each(['kanji', 'vocabulary'] as const)('%s: 10–30 items a unit, each titled in English and Vietnamese', (k) => {
    for (const set of SET_IDS) {
      for (const u of getSet(k, set)!.units) {
        const unit = getUnit(k, set, u.number)!;
        expect(unit.items.length, `${set}/${u.number}`).toBeGreaterThanOrEqual(10);
        expect(unit.items.length, `${set}/${u.number}`).toBeLessThanOrEqual(UNIT_SIZE);
        expect(unit.items.length).toBe(u.itemCount);
        expect(unit.title.en.trim()).not.toBe('');
        expect(unit.title.vi.trim()).not.toBe('');
        expect(u.title).toEqual(unit.title);
      }
    }
  });

  it('teaches N5 and N4 by theme, as a textbook would', () => {
    const themes = {
      kanji: { n5: kanjiThemesN5, n4: kanjiThemesN4 },
      vocabulary: { n5: wordThemesN5, n4: wordThemesN4 },
    };
    for (const k of ['kanji', 'vocabulary'] as const) {
      for (const set of ['n5', 'n4'] as const) {
        const titles = getSet(k, set)!.units.map((u) => u.title);
        expect(titles).toEqual(themes[k][set].units.map((u) => u.title));
        expect(new Set(titles.map((t) => t.en)).size).toBe(titles.length);
      }
    }
    // Numbers together, the days of the week together.
    const kanjiN5 = getSet('kanji', 'n5')!.units.map((u) =>
      getUnit('kanji', 'n5', u.number)!
        .items.map((i) => i.kanji)
        .join(''),
    );
    expect(kanjiN5.some((unit) => [...'一二三四五六七八九十'].every((k) => unit.includes(k)))).toBe(true);
    expect(kanjiN5.some((unit) => [...'日月火水木金土'].every((k) => unit.includes(k)))).toBe(true);
    const wordsN5 = getSetItems('vocabulary', 'n5')!;
    const unitOf = (written: string) =>
      getSet('vocabulary', 'n5')!.units.find((u) =>
        getUnit('vocabulary', 'n5', u.number)!.items.some((i) => i.written === written),
      )!.number;
    expect(unitOf('父')).toBe(unitOf('母'));
    expect(unitOf('大きい')).toBe(unitOf('小さい'));
    expect(wordsN5.length).toBeGreaterThan(700);
  });

  it('groups N3 → N1 words by part of speech', () => {
    for (const set of ['n3', 'n2', 'n1'] as const) {
      const titles = getSet('vocabulary', set)!.units.map((u) => u.title.en);
      for (const group of ['Nouns', 'Verbs', 'Adjectives', 'Adverbs and expressions']) {
        expect(
          titles.some((t) => t.startsWith(group)),
          `${set} ${group}`,
        ).toBe(true);
      }
      expect(getSet('vocabulary', set)!.units.map((u) => u.title.vi)).toContain('Danh từ 1');
    }
  });
});

describe('features/content', () => {
  it('listSets matches the generated index', () => {
    for (const k of ['kanji', 'vocabulary'] as const) {
      const sets = listSets(k);
      expect(sets.map((s) => s.id)).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
      expect(sets.map((s) => s.level)).toEqual([5, 4, 3, 2, 1]);
      for (const s of sets) {
        expect(s.itemCount).toBe(getSetItems(k, s.id)!.length);
        expect(s.unitCount).toBe(getSet(k, s.id)!.units.length);
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
    expect(getUnit('kanji', 'n5', 1)!.items[0].kanji).toBe('一');
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

/**
 * The Hán-Việt ↔ on'yomi table checked against the app's own kanji (content/README.md, "Hán-Việt and
 * on'yomi"): every rule has examples, every example is a reading pair of one of our kanji that the rule
 * explains, and the rules explain most pairs of every level while explaining almost none of a random pairing.
 */
import { describe, expect, it } from 'vitest';
import generated from '@/content/generated/han-viet-onyomi.json';
import { SET_IDS, getSetItems, type KanjiItem } from '@/features/content';
import { RULES, explainPair, pairReadings, ruleApplies } from '@/features/han-viet/correspondence';
import { hanVietOnyomiJson, readHanVietOnyomi } from '@/scripts/content/han-viet-onyomi';

const curated = readHanVietOnyomi();
const kanjiBySet = Object.fromEntries(SET_IDS.map((set) => [set, getSetItems('kanji', set)!])) as Record<
  (typeof SET_IDS)[number],
  KanjiItem[]
>;
const byKanji = new Map(Object.values(kanjiBySet).flatMap((items) => items.map((k) => [k.kanji, k] as const)));
const paired = (items: KanjiItem[]) => items.filter((k) => k.sinoVietnamese.length > 0 && k.onyomi.length > 0);

describe('the correspondence table', () => {
  it('is what the content build writes from the curated file', () => {
    expect(`${JSON.stringify(generated)}`).toBe(JSON.stringify(JSON.parse(hanVietOnyomiJson(curated))));
  });

  it('gives every rule its basis, known sources and an explanation in English and Vietnamese', () => {
    const sources = new Set(curated.sources.map((s) => s.id));
    for (const rule of curated.rules) {
      expect(rule.basis.length, rule.id as string).toBeGreaterThan(10);
      expect(rule.sources.length, rule.id as string).toBeGreaterThan(0);
      for (const id of rule.sources) expect(sources.has(id), `${rule.id as string}: ${id}`).toBe(true);
      expect(String(rule.vi)).toMatch(/[ăâđêôơưàáảãạ]/);
      expect(String(rule.en)).not.toBe(String(rule.vi));
    }
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
  });

  it('has examples for every rule, each a reading pair of one of our kanji that the rule explains', () => {
    const problems: string[] = [];
    for (const rule of RULES) {
      if (rule.examples.length === 0) problems.push(`${rule.id}: no example among our kanji`);
      for (const { kanji, hanViet, onyomi } of rule.examples) {
        const item = byKanji.get(kanji);
        const where = `${rule.id}: ${kanji} ${hanViet} ${onyomi}`;
        if (!item) problems.push(`${where}: not one of our kanji`);
        else if (!item.sinoVietnamese.includes(hanViet)) problems.push(`${where}: not a Hán-Việt reading of ${kanji}`);
        else if (!item.onyomi.some((on) => on.replace(/^-|-$/g, '') === onyomi))
          problems.push(`${where}: not an on'yomi of ${kanji}`);
        else if (!ruleApplies(rule, hanViet, onyomi)) problems.push(`${where}: the rule does not explain it`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('how much of our kanji the rules explain', () => {
  const figures = SET_IDS.map((set) => {
    const items = paired(kanjiBySet[set]);
    const pairs = items.map((k) => pairReadings(k.sinoVietnamese, k.onyomi));
    const readings = pairs.flat();
    return {
      set,
      kanji: items.length,
      kanjiShare: pairs.filter((p) => p.some((x) => x.regular)).length / items.length,
      readingShare: readings.filter((p) => p.regular).length / readings.length,
    };
  });

  it('explains a clear majority at every level: N5 and N4 first', () => {
    // Today: kanji with a regular pair 97.7 % (N5), 97.8 % (N4), 97.0 % (N3), 96.0 % (N2), 95.4 % (N1);
    // on'yomi explained 87.1 %, 88.8 %, 87.0 %, 90.1 %, 88.1 %.
    for (const f of figures) {
      expect(f.kanjiShare, f.set).toBeGreaterThanOrEqual(0.9);
      expect(f.readingShare, f.set).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('explains almost none of a random pairing, so the rules tell regular pairs from chance', () => {
    const items = Object.values(kanjiBySet).flatMap(paired);
    let regular = 0;
    items.forEach((item, i) => {
      const other = items[(i * 7919 + 13) % items.length]!;
      if (other !== item && explainPair(item.sinoVietnamese[0]!, other.onyomi[0]!).regular) regular++;
    });
    expect(regular / items.length).toBeLessThan(0.06);
  });
});

/**
 * What a kanji card shows of the bridge: each Hán-Việt reading with the on'yomi the rules pair it with
 * (Nhật ↔ ニチ · ジツ) and the short form of those rules (nh → n/z, -ât → -itsu/-ichi). Only regular pairs: an
 * on'yomi no rule explains (立 リットル) is a fact to learn by heart, not a pattern to show. Pure.
 */
import { pairReadings, ruleById } from './correspondence';

export interface HanVietPair {
  readonly hanViet: string;
  readonly onyomi: readonly string[];
  /** The rules' short forms, initial first. */
  readonly hints: readonly string[];
}

export function cardPairs(sinoVietnamese: readonly string[], onyomi: readonly string[]): HanVietPair[] {
  const groups = new Map<string, { onyomi: string[]; rules: Set<string> }>();
  for (const pair of pairReadings(sinoVietnamese, onyomi)) {
    if (!pair.regular) continue;
    const group = groups.get(pair.hanViet) ?? { onyomi: [], rules: new Set<string>() };
    group.onyomi.push(pair.onyomi.replace(/^[-－]|[-－]$/g, ''));
    group.rules.add(pair.initialRule!).add(pair.rhymeRule!);
    groups.set(pair.hanViet, group);
  }
  return [...groups].map(([hanViet, group]) => ({
    hanViet,
    onyomi: [...new Set(group.onyomi)],
    hints: [...group.rules].sort((a, b) => kindOrder(a) - kindOrder(b)).map((id) => ruleById(id)!.label),
  }));
}

const kindOrder = (id: string) => (ruleById(id)!.kind === 'initial' ? 0 : 1);

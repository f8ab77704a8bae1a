/**
 * The Hán-Việt ↔ on'yomi bridge: the correspondence table (content/generated/han-viet-onyomi.json, written by
 * the content build from content/curated/han-viet-onyomi.json) applied to one reading. Both readings descend
 * from the same Middle Chinese syllable, so a Hán-Việt initial predicts the row of the on'yomi and its rhyme
 * predicts the rest. Pure: no React, no I/O.
 */
import table from '@/content/generated/han-viet-onyomi.json';
import { katakanaOf, splitOnyomi, splitVietnamese } from './syllables';

export interface CorrespondenceRule {
  readonly id: string;
  readonly kind: 'initial' | 'rhyme';
  /** Hán-Việt initials ("" for a vowel) or rhymes, without tone. */
  readonly viet: readonly string[];
  /** On'yomi rows ("k", "" for a vowel) or rests, in Kunrei romaji ("you", "iti"). */
  readonly japanese: readonly string[];
  /** Short form for a card: "nh → n/z (ニ/ジ)". */
  readonly label: string;
  /** What a learner reads on a miss, in English and Vietnamese. */
  readonly en: string;
  readonly vi: string;
  readonly examples: readonly { readonly kanji: string; readonly hanViet: string; readonly onyomi: string }[];
}

export const RULES = table.rules as readonly CorrespondenceRule[];

export interface PairExplanation {
  readonly hanViet: string;
  readonly onyomi: string;
  /** The rules that link the two sides; null where no rule does. */
  readonly initialRule: string | null;
  readonly rhymeRule: string | null;
  /** Both the initial and the rhyme are explained. */
  readonly regular: boolean;
}

/** ジッ (十 in 十分) is ジツ cut short before a consonant: a rest ending in ッ matches one ending in tu/ti/ku/ki. */
function restMatches(rest: string, outcome: string): boolean {
  if (rest === outcome) return true;
  return rest.endsWith('Q') && /(tu|ti|ku|ki)$/.test(outcome) && outcome.slice(0, -2) + 'Q' === rest;
}

/** An on'yomi as KANJIDIC writes it, without its affix dash (-ノン → ノン). */
function plainOnyomi(onyomi: string): string {
  return onyomi.replace(/^[-－～]|[-－～]$/g, '');
}

/** Whether a rule links the two sides: its pattern is the Hán-Việt part and one of its outcomes the Japanese one. */
export function ruleApplies(rule: CorrespondenceRule, hanViet: string, onyomi: string): boolean {
  const viet = splitVietnamese(hanViet);
  const japanese = splitOnyomi(plainOnyomi(onyomi));
  if (!viet || !japanese) return false;
  return rule.kind === 'initial'
    ? rule.viet.includes(viet.initial) && rule.japanese.includes(japanese.onset)
    : rule.viet.includes(viet.rhyme) && rule.japanese.some((o) => restMatches(japanese.rest, o));
}

export function explainPair(hanViet: string, onyomi: string): PairExplanation {
  const find = (kind: CorrespondenceRule['kind']) =>
    RULES.find((r) => r.kind === kind && ruleApplies(r, hanViet, onyomi))?.id ?? null;
  const initialRule = find('initial');
  const rhymeRule = find('rhyme');
  return { hanViet, onyomi, initialRule, rhymeRule, regular: initialRule !== null && rhymeRule !== null };
}

const score = (p: PairExplanation) => (p.initialRule ? 1 : 0) + (p.rhymeRule ? 1 : 0);

/**
 * Which Hán-Việt reading each on'yomi goes with, when a kanji has several (楽 Lạc ↔ ラク, Nhạc ↔ ガク): the one
 * the rules explain best, the standard (first) reading on a tie. One pair per on'yomi, in the on'yomi's order.
 */
export function pairReadings(sinoVietnamese: readonly string[], onyomi: readonly string[]): PairExplanation[] {
  if (sinoVietnamese.length === 0) return [];
  return onyomi.map((on) =>
    sinoVietnamese.map((hv) => explainPair(hv, on)).reduce((best, pair) => (score(pair) > score(best) ? pair : best)),
  );
}

export interface Prediction {
  readonly onyomi: string;
  readonly initialRule: string;
  readonly rhymeRule: string;
}

/** The on'yomi the rules allow for a Hán-Việt reading (Quốc → コク, ゴク, …), each with the rules that give it. */
export function predictOnyomi(hanViet: string): Prediction[] {
  const viet = splitVietnamese(hanViet);
  if (!viet) return [];
  const seen = new Set<string>();
  const out: Prediction[] = [];
  for (const initial of RULES.filter((r) => r.kind === 'initial' && r.viet.includes(viet.initial))) {
    for (const rhyme of RULES.filter((r) => r.kind === 'rhyme' && r.viet.includes(viet.rhyme))) {
      for (const onset of initial.japanese) {
        for (const rest of rhyme.japanese) {
          // y + yuu, w + i: syllables Japanese does not have.
          const kana = /^[yw]y|^w[iue]/.test(onset + rest) ? null : katakanaOf(onset + rest);
          if (!kana || seen.has(kana)) continue;
          seen.add(kana);
          out.push({ onyomi: kana, initialRule: initial.id, rhymeRule: rhyme.id });
        }
      }
    }
  }
  return out;
}

const BY_ID = new Map(RULES.map((r) => [r.id, r]));

export function ruleById(id: string): CorrespondenceRule | undefined {
  return BY_ID.get(id);
}

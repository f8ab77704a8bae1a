/**
 * The Hán-Việt drill of a kanji unit, as pure functions: which kanji it asks (those with both a Hán-Việt
 * reading and an on'yomi), the pair each one is asked with (the first the rules explain, else its first
 * readings), and the questions in either direction with plausible wrong options. No React, no I/O.
 */
import { explainPair, pairReadings, type PairExplanation } from './correspondence';

export interface DrillItem {
  readonly kanji: string;
  readonly meaning: string;
  /** The pair the drill asks. */
  readonly hanViet: string;
  readonly onyomi: string;
  readonly initialRule: string | null;
  readonly rhymeRule: string | null;
  /** Every reading of the kanji: none of them may be a wrong option. */
  readonly allHanViet: readonly string[];
  readonly allOnyomi: readonly string[];
}

/** What the drill's client part receives: the unit's pairs and, for the rules they use, the page's explanations. */
export interface DrillDeck {
  readonly items: readonly DrillItem[];
  /** Kanji left out: no Hán-Việt reading (kokuji) or no on'yomi. */
  readonly leftOut: readonly string[];
  readonly rules: Readonly<Record<string, { readonly label: string; readonly text: string }>>;
}

export interface DrillSource {
  readonly kanji: string;
  readonly meaning: string;
  readonly sinoVietnamese: readonly string[];
  readonly onyomi: readonly string[];
}

const plain = (onyomi: string) => onyomi.replace(/^[-－]|[-－]$/g, '');

/** The kanji a drill asks, and those it leaves out: no Hán-Việt reading (kokuji) or no on'yomi. */
export function drillItems(sources: readonly DrillSource[]): { items: DrillItem[]; leftOut: string[] } {
  const items: DrillItem[] = [];
  const leftOut: string[] = [];
  for (const source of sources) {
    const onyomi = source.onyomi.map(plain).filter((on) => /^[\u30a0-\u30ff]+$/.test(on));
    if (source.sinoVietnamese.length === 0 || onyomi.length === 0) {
      leftOut.push(source.kanji);
      continue;
    }
    const pairs = pairReadings(source.sinoVietnamese, onyomi);
    const pair: PairExplanation = pairs.find((p) => p.regular) ?? pairs[0]!;
    items.push({
      kanji: source.kanji,
      meaning: source.meaning,
      hanViet: pair.hanViet,
      onyomi: pair.onyomi,
      initialRule: pair.initialRule,
      rhymeRule: pair.rhymeRule,
      allHanViet: source.sinoVietnamese,
      allOnyomi: onyomi,
    });
  }
  return { items, leftOut };
}

type Direction = 'toOnyomi' | 'toHanViet';
export type DrillMode = Direction | 'mixed';
export const DRILL_MODES: readonly DrillMode[] = ['toOnyomi', 'toHanViet', 'mixed'];

export interface DrillQuestion {
  /** Index into the drill's items. */
  readonly item: number;
  readonly direction: Direction;
  readonly answer: string;
  /** The answer and up to three wrong options, shuffled. */
  readonly options: readonly string[];
}

const OPTION_COUNT = 4;

function shuffled<T>(values: readonly T[], random: () => number): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Wrong options: readings of the unit's other kanji that are none of this kanji's readings and that the rules
 * would not also derive from the prompt (for Quốc, ゴク is as regular as コク: a learner applying the rules
 * could not tell them apart, so it is never offered).
 */
function wrongOptions(items: readonly DrillItem[], index: number, direction: Direction): string[] {
  const item = items[index]!;
  const pool =
    direction === 'toOnyomi'
      ? items.flatMap((other) => other.allOnyomi).filter((on) => !item.allOnyomi.includes(on))
      : items.flatMap((other) => other.allHanViet).filter((hv) => !item.allHanViet.includes(hv));
  const fits = (option: string) =>
    direction === 'toOnyomi' ? !explainPair(item.hanViet, option).regular : !explainPair(option, item.onyomi).regular;
  return [...new Set(pool)].filter(fits);
}

/** One question per kanji, in a random order; `mixed` alternates the directions at random. */
export function drillQuestions(
  items: readonly DrillItem[],
  mode: DrillMode,
  random: () => number = Math.random,
): DrillQuestion[] {
  return shuffled(
    items.map((_, i) => i),
    random,
  ).map((index) => {
    const direction: Direction = mode === 'mixed' ? (random() < 0.5 ? 'toOnyomi' : 'toHanViet') : mode;
    const item = items[index]!;
    const answer = direction === 'toOnyomi' ? item.onyomi : item.hanViet;
    const wrong = shuffled(wrongOptions(items, index, direction), random).slice(0, OPTION_COUNT - 1);
    return { item: index, direction, answer, options: shuffled([answer, ...wrong], random) };
  });
}

export interface DrillAnswer {
  readonly question: DrillQuestion;
  readonly chosen: string;
}

export function drillScore(answers: readonly DrillAnswer[]): { right: number; total: number } {
  return { right: answers.filter((a) => a.chosen === a.question.answer).length, total: answers.length };
}

/**
 * Candidate dictionary forms of a conjugated word, from a table of our own: the polite, past, negative, te and
 * tai forms of ichidan and godan verbs, する, くる and い-adjectives (食べました → 食べる v1, 行きたい → 行く v5k).
 * Each candidate names the parts of speech (EDICT's tags) its dictionary form must have; the lookup keeps a
 * candidate only when the dictionary has it with one of them, and only when exactly one form is left, so a form
 * two verbs share (行った: 行く or 行う) is never guessed. Pure.
 */

export interface Deinflection {
  /** The dictionary form to look up (食べる), or the noun of a noun + する verb (勉強). */
  base: string;
  /** EDICT part-of-speech tags the dictionary form must carry one of. */
  pos: readonly string[];
  /** The noun + する case: the card's word is base + する (勉強しました → 勉強する). */
  suru?: true;
}

interface Rule {
  from: string;
  to: string;
  pos: readonly string[];
  suru?: true;
}

/** Endings after the polite (-masu) stem and after the te / ta stem. */
const POLITE = ['ます', 'ました', 'ません', 'ませんでした', 'たい', 'たくない', 'たかった', 'たくなかった'];
const NEGATIVE = ['ない', 'なかった', 'ないです', 'なかったです'];

/** Godan verbs: the dictionary ending, its i- and a-row kana, and its te / ta forms. */
const GODAN: { end: string; i: string; a: string; te: string; ta: string; pos: string[] }[] = [
  { end: 'う', i: 'い', a: 'わ', te: 'って', ta: 'った', pos: ['v5u', 'v5u-s'] },
  { end: 'く', i: 'き', a: 'か', te: 'いて', ta: 'いた', pos: ['v5k'] },
  { end: 'く', i: 'き', a: 'か', te: 'って', ta: 'った', pos: ['v5k-s'] },
  { end: 'ぐ', i: 'ぎ', a: 'が', te: 'いで', ta: 'いだ', pos: ['v5g'] },
  { end: 'す', i: 'し', a: 'さ', te: 'して', ta: 'した', pos: ['v5s'] },
  { end: 'つ', i: 'ち', a: 'た', te: 'って', ta: 'った', pos: ['v5t'] },
  { end: 'ぬ', i: 'に', a: 'な', te: 'んで', ta: 'んだ', pos: ['v5n'] },
  { end: 'ぶ', i: 'び', a: 'ば', te: 'んで', ta: 'んだ', pos: ['v5b'] },
  { end: 'む', i: 'み', a: 'ま', te: 'んで', ta: 'んだ', pos: ['v5m'] },
  { end: 'る', i: 'り', a: 'ら', te: 'って', ta: 'った', pos: ['v5r', 'v5r-i'] },
  // いらっしゃる, なさる, くださる: いらっしゃいます.
  { end: 'る', i: 'い', a: 'ら', te: 'って', ta: 'った', pos: ['v5aru'] },
];

const ICHIDAN = ['v1', 'v1-s'];
const ADJECTIVE = ['adj-i', 'adj-ix'];
const SURU = ['vs-i', 'vs-s'];
const KURU = ['vk'];

function buildRules(): Rule[] {
  const rules: Rule[] = [];
  const add = (from: string, to: string, pos: readonly string[], suru?: true) =>
    rules.push({ from, to, pos, ...(suru ? { suru } : {}) });
  for (const ending of [...POLITE, ...NEGATIVE, 'た', 'て']) add(ending, 'る', ICHIDAN);
  for (const g of GODAN) {
    for (const ending of POLITE) add(g.i + ending, g.end, g.pos);
    for (const ending of NEGATIVE) add(g.a + ending, g.end, g.pos);
    add(g.te, g.end, g.pos);
    add(g.ta, g.end, g.pos);
  }
  // する and くる, alone or at the end of a compound (勉強する); a noun + する verb is listed as the noun (vs).
  const suruForms = [...POLITE.map((e) => `し${e}`), ...NEGATIVE.map((e) => `し${e}`), 'した', 'して'];
  for (const form of suruForms) {
    add(form, 'する', SURU);
    add(form, '', ['vs'], true);
  }
  for (const [stem, head] of [
    ['来', '来'],
    ['き', 'く'],
    ['こ', 'く'],
  ] as const) {
    const endings =
      stem === 'こ' ? NEGATIVE : stem === '来' ? [...POLITE, ...NEGATIVE, 'た', 'て'] : [...POLITE, 'た', 'て'];
    for (const ending of endings) add(`${stem}${ending}`, head === '来' ? '来る' : 'くる', KURU);
  }
  // い-adjectives: 高かった, 高くない, 高くて, 高いです; いい conjugates from よい.
  for (const [from, to] of [
    ['かった', 'い'],
    ['くない', 'い'],
    ['くなかった', 'い'],
    ['くて', 'い'],
    ['いです', 'い'],
    ['かったです', 'い'],
    ['くないです', 'い'],
    ['くありません', 'い'],
    ['くありませんでした', 'い'],
  ] as const) {
    add(from, to, ADJECTIVE);
  }
  return rules;
}

const RULES = buildRules();

/** Every candidate dictionary form of `word` (none when no ending matches); the word itself is never one. */
export function deinflect(word: string): Deinflection[] {
  const found: Deinflection[] = [];
  for (const rule of RULES) {
    if (!word.endsWith(rule.from)) continue;
    const base = word.slice(0, word.length - rule.from.length) + rule.to;
    if (base === '' || base === word) continue;
    found.push({ base, pos: rule.pos, ...(rule.suru ? { suru: rule.suru } : {}) });
  }
  return found;
}

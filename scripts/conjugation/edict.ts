/**
 * Independent, offline check of the word data's types against EDICT.
 *
 * Source: the Debian package `edict` (`apt-get install -y edict`), file
 * /usr/share/edict/edict — the EDICT Japanese-English dictionary of the
 * Electronic Dictionary Research and Development Group (JMdict project,
 * CC BY-SA), EUC-JP encoded, one headword/reading per line:
 *
 *   帰る [かえる] /(v5r,vi) (1) to return/.../(P)/
 *   いらっしゃる /(v5aru,vi) (1) (hon) to come/.../
 *
 * Part-of-speech tags used here: v5u v5k v5g v5s v5t v5n v5b v5m v5r (godan by
 * ending), v5k-s (行く), v5u-s (問う・請う), v5r-i (ある), v5aru (くださる …),
 * v1 / v1-s (ichidan; v1-s = くれる), vs (noun taking する), vs-i (する),
 * vs-s (愛する-type), vk (来る), adj-i, adj-ix (いい), adj-na.
 *
 * Node-only (reads a file); used by tests/unit/conjugation-data.test.ts and
 * scripts/conjugation/check-words.ts — never imported by app code.
 */
import type { WordType, WordAnalysis } from '@/features/conjugation/engine/index';
import { analyzeWord } from '@/features/conjugation/engine/index';
import { isHiragana } from '@/features/japanese/kana';
import type { EdictEntry, EdictIndex } from '../content/edict';

// The dictionary itself is read by the content build's reader; re-exported for the check's callers.
export {
  EDICT_MISSING_MESSAGE,
  EDICT_PATH,
  edictAvailable,
  loadEdict,
  type EdictEntry,
  type EdictIndex,
} from '../content/edict';

export interface CheckableWord {
  dictionary: string;
  reading: string;
  type: WordType;
  /** EDICT headword to use when the dictionary form is usually written in kana (いる → 居る). */
  ref?: string;
}

/** The entries describing a word: same headword and reading; kana-only words also match usually-kana (uk) entries. */
export function findEntries(index: EdictIndex, headword: string, reading: string): EdictEntry[] {
  const direct = (index.byHeadword.get(headword) ?? []).filter((e) => e.reading === reading);
  if (direct.length > 0 || !isHiragana(headword)) return direct;
  return (index.byReading.get(reading) ?? []).filter((e) => e.tags.has('uk'));
}

const GODAN_TAG: Record<string, string> = {
  う: 'v5u',
  く: 'v5k',
  ぐ: 'v5g',
  す: 'v5s',
  つ: 'v5t',
  ぬ: 'v5n',
  ぶ: 'v5b',
  む: 'v5m',
  る: 'v5r',
};

/**
 * Documented disagreements between EDICT and the engine's classification.
 * ござる: EDICT tags 御座る as v4r (classical yodan, from ござある); in modern
 * Japanese it only survives as ございます/ございません…, which is the v5aru
 * pattern of the other honorific verbs, so the data classifies it as godan.
 */
export const EDICT_OVERRIDES: Readonly<Record<string, { tags: string[]; reason: string }>> = {
  'ござる|ござる': {
    tags: ['v4r'],
    reason: 'EDICT: v4r (classical); modern ございます follows the v5aru pattern (くださる, なさる)',
  },
};

/** Tags that EDICT must show for a word of that type, given the engine's analysis. */
export function expectedTags(type: WordType, a: WordAnalysis): string[] {
  switch (a.kind) {
    case 'godan':
      if (a.exception === 'iku') return ['v5k-s'];
      if (a.exception === 'tou') return ['v5u-s'];
      if (a.exception === 'aru') return ['v5r-i'];
      if (a.exception === 'honorific' || a.exception === 'gozaru') return ['v5aru'];
      return [GODAN_TAG[a.ending]];
    case 'ichidan':
      return a.exception === 'kureru' ? ['v1-s'] : ['v1'];
    case 'suru':
      if (a.prefix.kana === '') return ['vs-i'];
      return a.godanized ? ['vs-s'] : ['vs'];
    case 'kuru':
      return ['vk'];
    case 'i-adjective':
      return a.ii ? ['adj-ix'] : ['adj-i'];
    case 'na-adjective':
      return ['adj-na'];
  }
  throw new Error(`unexpected type ${type}`);
}

export interface EdictVerdict {
  ok: boolean;
  lookedUp: string;
  expected: string[];
  found: string[];
  message?: string;
  override?: string;
}

/** The EDICT entries of a word; for する-compounds those of the noun (勉強する → 勉強 (n,vs)). */
export function entriesOfWord(index: EdictIndex, word: CheckableWord): { entries: EdictEntry[]; lookedUp: string } {
  const a = analyzeWord(word);
  let headword = word.ref ?? word.dictionary;
  let reading = word.reading;
  if (a.kind === 'suru' && a.prefix.kana !== '' && !a.godanized) {
    headword = word.ref ?? a.prefix.written;
    reading = a.prefix.kana;
  }
  return { entries: findEntries(index, headword, reading), lookedUp: `${headword} [${reading}]` };
}

/** Checks one word against EDICT. For する-compounds the noun is looked up (勉強する → 勉強 (n,vs)). */
export function checkWordAgainstEdict(index: EdictIndex, word: CheckableWord): EdictVerdict {
  const a = analyzeWord(word);
  const { entries, lookedUp } = entriesOfWord(index, word);
  const found = [...new Set(entries.flatMap((e) => [...e.tags]))].sort();
  const expected = expectedTags(word.type, a);
  if (entries.length === 0) {
    return { ok: false, lookedUp, expected, found, message: `${lookedUp} not found in EDICT` };
  }
  const ok = expected.some((t) => found.includes(t));
  if (ok) return { ok, lookedUp, expected, found };
  const override = EDICT_OVERRIDES[`${word.dictionary}|${word.reading}`];
  if (override && override.tags.every((t) => found.includes(t))) {
    return { ok: true, lookedUp, expected, found, override: override.reason };
  }
  return {
    ok: false,
    lookedUp,
    expected,
    found,
    message: `${word.dictionary} (${word.reading}) is ${word.type} in the data, expected EDICT tag ${expected.join('/')}, EDICT has ${found.join(',')}`,
  };
}

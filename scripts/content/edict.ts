/**
 * EDICT, the independent dictionary the built-in content is checked against.
 *
 * Source: Debian's `edict` package (`apt-get install -y edict`; CI installs it),
 * /usr/share/edict/edict — EDRDG's EDICT (from JMdict, CC BY-SA), EUC-JP, one
 * headword and reading a line:
 *
 *   帰る [かえる] /(v5r,vi) (1) to return/.../(P)/
 *   いらっしゃる /(v5aru,vi) (1) (hon) to come/.../
 *
 * Node-only: read by the content build, the content tests and the conjugation
 * data check, never by the app.
 */
import { existsSync, readFileSync } from 'node:fs';

export const EDICT_PATH = process.env.EDICT_PATH ?? '/usr/share/edict/edict';

export const EDICT_MISSING_MESSAGE =
  `EDICT not found at ${EDICT_PATH}. The content checks need Debian's edict dictionary: ` +
  'run `apt-get install -y edict` (CI installs it), or point EDICT_PATH at an EUC-JP EDICT file.';

export interface EdictSense {
  /** Part-of-speech tags of the sense (n, v5r, adj-i …), inherited from the previous sense when it names none. */
  pos: string[];
  /** Other tags of the sense in its own leading parentheses (uk, hon, abbr …). */
  tags: string[];
  glosses: string[];
}

export interface EdictEntry {
  headword: string;
  /** = headword for kana-only entries. */
  reading: string;
  /** Every lower-case tag in parentheses (pos, field, usage such as uk, ok). */
  tags: Set<string>;
  senses: EdictSense[];
  /** The first sense is marked (uk), "usually written using kana alone". */
  usuallyKana: boolean;
  /** Marked (P): a common word. */
  common: boolean;
  /** The reading is marked outdated or irregular ((ok), (ik) right after the slash). */
  irregularReading: boolean;
  /** The spelling is marked irregular or outdated ((iK), (oK), (io) irregular okurigana …). */
  irregularSpelling: boolean;
}

export interface EdictIndex {
  byHeadword: Map<string, EdictEntry[]>;
  byReading: Map<string, EdictEntry[]>;
  size: number;
}

export function edictAvailable(): boolean {
  return existsSync(EDICT_PATH);
}

const POS_TAG = /^(n|n-[a-z]+|v[0-9a-z-]*|adj-[a-z]+|adv(-to)?|exp|int|conj|pn|prt|pref|suf|ctr|num|aux(-[a-z]+)?|cop(-da)?|unc)$/;

function parseSenses(body: string): EdictSense[] {
  const senses: EdictSense[] = [];
  let pos: string[] = [];
  for (const raw of body.split('/')) {
    let gloss = raw.trim();
    if (!gloss || gloss === '(P)' || gloss.startsWith('EntL')) continue;
    const own: string[] = [];
    const other: string[] = [];
    // Leading tags: "(v5r,vi) (1) (uk) to return".
    for (let m = /^\(([^)]*)\)\s*/.exec(gloss); m; m = /^\(([^)]*)\)\s*/.exec(gloss)) {
      const tags = m[1].split(',');
      if (tags.every((t) => POS_TAG.test(t) || /^(vi|vt)$/.test(t))) own.push(...tags.filter((t) => POS_TAG.test(t)));
      else if (/^[a-zA-Z-]+$/.test(m[1])) other.push(m[1]);
      else if (!/^\d+$/.test(m[1])) break;
      gloss = gloss.slice(m[0].length);
    }
    const numbered = /\(\d+\)/.test(raw);
    if (own.length > 0) pos = own;
    if (numbered || senses.length === 0) senses.push({ pos, tags: other, glosses: [gloss] });
    else senses[senses.length - 1].glosses.push(gloss);
  }
  return senses;
}

export function loadEdict(path: string = EDICT_PATH): EdictIndex {
  if (!existsSync(path)) throw new Error(EDICT_MISSING_MESSAGE);
  const text = new TextDecoder('euc-jp').decode(readFileSync(path));
  const byHeadword = new Map<string, EdictEntry[]>();
  const byReading = new Map<string, EdictEntry[]>();
  let size = 0;
  const lineRe = /^(\S+)(?: \[([^\]]+)\])? \/(.*)$/;
  for (const line of text.split('\n')) {
    const m = lineRe.exec(line);
    if (!m) continue;
    const [, headword, reading = headword, body] = m;
    const tags = new Set<string>();
    for (const t of body.matchAll(/\(([a-zA-Z0-9,-]+)\)/g)) {
      for (const tag of t[1].split(',')) if (/^[a-z]/.test(tag)) tags.add(tag);
    }
    const senses = parseSenses(body);
    const entry: EdictEntry = {
      headword,
      reading,
      tags,
      senses,
      usuallyKana: senses[0]?.tags.includes('uk') ?? false,
      common: body.includes('/(P)/'),
      irregularReading: /^(\([a-zA-Z]+\) )*\((ok|ik|rk|sk)\)/.test(body),
      irregularSpelling: /^(\([a-zA-Z]+\) )*\((oK|iK|io|rK|sK)\)/.test(body),
    };
    size++;
    (byHeadword.get(headword) ?? byHeadword.set(headword, []).get(headword)!).push(entry);
    (byReading.get(reading) ?? byReading.set(reading, []).get(reading)!).push(entry);
  }
  return { byHeadword, byReading, size };
}

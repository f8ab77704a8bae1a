/**
 * Which kana of a wrong answer differ from the right one, for the feedback after a miss: ご typed as こ or っ as
 * つ is easy to miss by eye, so the screen marks it. Pure functions.
 *
 * The two spellings are aligned by the longest common subsequence of their characters, compared loosely
 * (katakana as hiragana, without voicing marks, small kana as full size), so that ご lines up with こ. Each
 * aligned pair is then told apart exactly: the same, or differing in its voicing mark or its size. Between two
 * aligned pairs, characters on both sides differ outright; on one side only they are missing or extra.
 */
import { toHiragana } from './kana';

/** How one part of a spelling compares with the other spelling. */
type DiffKind = 'same' | 'voicing' | 'size' | 'other' | 'missing' | 'extra';

/** A run of characters of one spelling, all of the same kind. */
export interface DiffPart {
  readonly text: string;
  readonly kind: DiffKind;
}

/** One difference, as a learner reads it: `expected` should have been written where `given` was. */
export interface DiffChange {
  readonly kind: Exclude<DiffKind, 'same'>;
  /** What was typed ('' when something is missing). */
  readonly given: string;
  /** What the answer has there ('' when something was typed in extra). */
  readonly expected: string;
}

export interface KanaDiff {
  /** The right answer in parts; `missing` parts are what the learner left out. */
  readonly expected: readonly DiffPart[];
  /**
   * The typed answer in parts; `extra` parts are not in the answer, and an empty `missing` part marks where
   * something was left out.
   */
  readonly given: readonly DiffPart[];
  readonly changes: readonly DiffChange[];
  /** Characters the two spellings share (loosely): 0 when they have nothing in common. */
  readonly shared: number;
}

const SMALL_KANA = 'ぁぃぅぇぉっゃゅょゎゕゖ';
const FULL_KANA = 'あいうえおつやゆよわかけ';
const VOICING_MARKS = /[\u3099\u309a]/g;
/** Longer spellings are not aligned (the table grows with the product of the lengths): nothing is marked. */
const MAX_ALIGNED = 200;

/** Hiragana, full size, without its voicing mark: ガ, が, か and ゕ are all か. */
function looseKey(ch: string): string {
  const hiragana = toHiragana(ch);
  const small = SMALL_KANA.indexOf(hiragana);
  const full = small >= 0 ? FULL_KANA[small] : hiragana;
  return full.normalize('NFD').replace(VOICING_MARKS, '').normalize('NFC');
}

/** How two loosely equal characters differ. */
function pairKind(given: string, expected: string): 'same' | 'voicing' | 'size' {
  const a = toHiragana(given);
  const b = toHiragana(expected);
  if (a === b) return 'same';
  const unvoiced = (ch: string) => ch.normalize('NFD').replace(VOICING_MARKS, '').normalize('NFC');
  return unvoiced(a) === unvoiced(b) ? 'voicing' : 'size';
}

/** Index pairs (given, expected) of a longest common subsequence of the loose keys, in order. */
function alignment(given: readonly string[], expected: readonly string[]): Array<[number, number]> {
  if (given.length > MAX_ALIGNED || expected.length > MAX_ALIGNED) return [];
  const a = given.map(looseKey);
  const b = expected.map(looseKey);
  const rows = a.length + 1;
  const cols = b.length + 1;
  // lengths[i * cols + j]: the LCS of a[i..] and b[j..].
  const lengths = new Uint16Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * cols + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * cols + j + 1] + 1
          : Math.max(lengths[(i + 1) * cols + j], lengths[i * cols + j + 1]);
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (lengths[(i + 1) * cols + j] >= lengths[i * cols + j + 1]) i++;
    else j++;
  }
  return pairs;
}

/** Appends a character to the parts, joining it to the last part when it is of the same kind. */
function push(parts: DiffPart[], text: string, kind: DiffKind): void {
  const last = parts.at(-1);
  if (last && last.kind === kind) parts[parts.length - 1] = { text: last.text + text, kind };
  else parts.push({ text, kind });
}

/** Appends a change, joining it to the last one when both are of the same kind and next to each other. */
function note(changes: DiffChange[], change: DiffChange, adjacent: boolean): void {
  const last = changes.at(-1);
  if (adjacent && last && last.kind === change.kind) {
    changes[changes.length - 1] = {
      kind: change.kind,
      given: last.given + change.given,
      expected: last.expected + change.expected,
    };
  } else changes.push(change);
}

/**
 * The differences between a typed answer and the right one, character by character (code points, so a kanji
 * outside the BMP is one character).
 */
export function kanaDiff(givenText: string, expectedText: string): KanaDiff {
  const given = [...givenText];
  const expected = [...expectedText];
  const pairs = alignment(given, expected);
  const givenParts: DiffPart[] = [];
  const expectedParts: DiffPart[] = [];
  const changes: DiffChange[] = [];
  let i = 0;
  let j = 0;
  // The gap between two aligned pairs: what stands on both sides differs outright (one change: "せん, not す"),
  // what stands on one side only is missing or extra.
  const gap = (toI: number, toJ: number) => {
    const typed = given.slice(i, toI).join('');
    const wanted = expected.slice(j, toJ).join('');
    if (typed !== '' && wanted !== '') {
      push(givenParts, typed, 'other');
      push(expectedParts, wanted, 'other');
      changes.push({ kind: 'other', given: typed, expected: wanted });
    } else if (wanted !== '') {
      push(givenParts, '', 'missing');
      push(expectedParts, wanted, 'missing');
      changes.push({ kind: 'missing', given: '', expected: wanted });
    } else if (typed !== '') {
      push(givenParts, typed, 'extra');
      changes.push({ kind: 'extra', given: typed, expected: '' });
    }
    i = toI;
    j = toJ;
  };
  let previousChanged = false;
  for (const [gi, ej] of pairs) {
    const before = changes.length;
    gap(gi, ej);
    const kind = pairKind(given[gi], expected[ej]);
    push(givenParts, given[gi], kind);
    push(expectedParts, expected[ej], kind);
    if (kind !== 'same') {
      note(changes, { kind, given: given[gi], expected: expected[ej] }, previousChanged && changes.length === before);
    }
    previousChanged = kind !== 'same';
    i = gi + 1;
    j = ej + 1;
  }
  gap(given.length, expected.length);
  return { expected: expectedParts, given: givenParts, changes, shared: pairs.length };
}

/**
 * Of the spellings that count, the one a typed answer is closest to (the most characters in common); the first
 * on a tie, so the spelling shown first wins.
 */
export function closestSpelling(given: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestShared = -1;
  for (const candidate of candidates) {
    const shared = alignment([...given], [...candidate]).length;
    if (shared > bestShared) {
      best = candidate;
      bestShared = shared;
    }
  }
  return best;
}

/**
 * A wrong answer against the closest of the spellings that count (the shown ones first): the spelling and the
 * differences, or null when there is nothing worth marking: no difference, or too little in common (less than
 * half of the shorter spelling: another word altogether, whose every kana would be marked). A list of spellings
 * (a multiple-choice option "ニ、ふた") is not one spelling and is not compared.
 */
export function compareWithClosest(
  given: string,
  spellings: readonly string[],
): { spelling: string; diff: KanaDiff } | null {
  if (given === '' || given.includes('、')) return null;
  const spelling = closestSpelling(given, spellings);
  if (spelling === undefined) return null;
  const diff = kanaDiff(given, spelling);
  const shorter = Math.min([...given].length, [...spelling].length);
  return diff.changes.length > 0 && diff.shared * 2 >= shorter ? { spelling, diff } : null;
}

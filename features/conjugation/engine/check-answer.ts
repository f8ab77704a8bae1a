/**
 * Checks a typed quiz answer against a Conjugation (see ./index.ts).
 *
 * Verdicts:
 *  - 'correct'             the normalised input is one of the accepted kana or written answers
 *  - 'correct-other-kanji' right reading and okurigana, but other kanji (合わなかった for
 *                          会わなかった); note.expected holds the expected spelling
 *  - 'not-kana'            the input still contains latin letters (unconverted romaji such as
 *                          "たべr") or is empty: not marked wrong, the UI should ask again
 *  - 'wrong'               anything else
 *
 * Normalisation: width and case folded, all whitespace removed (foldTyping), leading and
 * trailing punctuation (。.!?！？、,…〜~ and brackets/quotes) stripped; an answer in kana only
 * is compared in hiragana (katakana converted, note 'katakana'; ー kept as typed).
 *
 * Other kanji (see ./other-kanji.ts): the typed kanji must read as the expected reading, each
 * by one of its readings from `opts.kanjiReadings`. Build the lookup with ./kanji-readings.ts.
 * Without a lookup the checker cannot know how a kanji reads, so it stays conservative:
 * such an answer is 'wrong'; when it differs from an expected spelling only by kanji
 * characters (same length, same kana in the same places: 合わなかった vs 会わなかった) it
 * gets a note { kind: 'unverified-other-kanji', expected } so the UI can show the expected
 * spelling.
 *
 * Optional context (the word, form and options the quiz asked for) enables two teaching
 * notes on wrong answers: 'ra-nuki' (食べれる for 食べられる) and 'conjugated-as' (帰ない:
 * 帰る conjugated as if it were ichidan).
 */
import { foldTyping, isKanaOnly, readingKey } from '@/features/japanese/kana-spelling';
import { conjugatedAs, raNukiForms, type AnswerContext } from './answer-notes';
import { findOtherKanji } from './other-kanji';
import type { Conjugation, WordType } from './types';

type Verdict = 'correct' | 'correct-other-kanji' | 'not-kana' | 'wrong';

export type CheckNote =
  /** matched an accepted answer that is not the canonical one */
  | { kind: 'alternative' }
  /** typed in katakana; accepted after conversion to hiragana */
  | { kind: 'katakana' }
  /** latin letters left in the answer (romaji not converted) */
  | { kind: 'latin'; letters: string }
  | { kind: 'empty' }
  /** verdict correct-other-kanji: the expected spelling */
  | { kind: 'other-kanji'; expected: string }
  /** no kanji lookup: same shape as `expected` but readings unverified (verdict wrong) */
  | { kind: 'unverified-other-kanji'; expected: string }
  /** colloquial ら抜き potential (食べれる) instead of `standard` (食べられる) */
  | { kind: 'ra-nuki'; standard: string }
  /** the answer is the form of the word conjugated as if it were of type `as` */
  | { kind: 'conjugated-as'; as: WordType };

export interface CheckResult {
  verdict: Verdict;
  canonical: { kana: string; written: string };
  note?: CheckNote;
  /** the input after normalisation */
  normalized: string;
}

export interface CheckOptions {
  /** kanji → readings in hiragana (see ./kanji-readings.ts); enables 'correct-other-kanji' */
  kanjiReadings?: (kanji: string) => string[];
  /** what was asked: enables the 'ra-nuki' and 'conjugated-as' notes */
  context?: AnswerContext;
}

const TRAILING_PUNCTUATION = /[。．.!！?？、，,…‥〜～~・:：;；'"`’”」』）)\]】〕>》〉]+$/u;
const LEADING_PUNCTUATION = /^['"`‘“「『（(\[【〔<《〈]+/u;

/** Normalises a typed answer (see module doc); katakana are kept. */
export function normalizeAnswer(input: string): string {
  return foldTyping(input ?? '')
    .replace(TRAILING_PUNCTUATION, '')
    .replace(LEADING_PUNCTUATION, '');
}

export function checkAnswer(expected: Conjugation, input: string, opts: CheckOptions = {}): CheckResult {
  const canonical = { kana: expected.kana[0] ?? '', written: expected.written[0] ?? expected.kana[0] ?? '' };
  let normalized = normalizeAnswer(input);
  const result = (verdict: Verdict, note?: CheckNote): CheckResult =>
    note ? { verdict, canonical, note, normalized } : { verdict, canonical, normalized };

  if (normalized.length === 0) return result('not-kana', { kind: 'empty' });
  const latin = normalized.match(/[a-z]/gu);
  if (latin) return result('not-kana', { kind: 'latin', letters: latin.join('') });

  let katakana = false;
  if (expected.written.includes(normalized)) {
    // a spelling with katakana (サボらない) typed exactly as expected
    return expected.written[0] === normalized ? result('correct') : result('correct', { kind: 'alternative' });
  }
  if (isKanaOnly(normalized)) {
    const hira = readingKey(normalized, { spellOutLongVowels: false });
    katakana = hira !== normalized;
    normalized = hira;
  }

  const exactKana = expected.kana.indexOf(normalized);
  const exactWritten = expected.written.indexOf(normalized);
  if (exactKana >= 0 || exactWritten >= 0) {
    if (katakana) return result('correct', { kind: 'katakana' });
    const isCanonical = exactKana === 0 || exactWritten === 0;
    return isCanonical ? result('correct') : result('correct', { kind: 'alternative' });
  }

  const other = findOtherKanji(normalized, expected, opts.kanjiReadings);
  if (other?.verified) return result('correct-other-kanji', { kind: 'other-kanji', expected: other.expected });

  if (opts.context) {
    for (const r of raNukiForms(opts.context)) {
      if (normalized === r.kana || normalized === r.written)
        return result('wrong', { kind: 'ra-nuki', standard: r.standard });
    }
    const as = conjugatedAs(opts.context, normalized);
    if (as) return result('wrong', { kind: 'conjugated-as', as });
  }
  if (other) return result('wrong', { kind: 'unverified-other-kanji', expected: other.expected });
  return result('wrong');
}

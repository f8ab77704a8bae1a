// Whether a retry is right, by the checker the item was first marked with (pure): the tests' for test
// questions, the conjugation engine's for conjugations.
import { checkAnswer } from '@/features/conjugation/engine/check-answer';
import { isAcceptedAnswer, normalizeFor } from '@/features/exam/check-answer';
import { finalizeAnswer } from '@/features/japanese/romaji';

import type { Mistake, MistakeCheck } from './schemas';

/** 'again': nothing to mark yet (empty, or romaji left unconverted in a conjugation): ask once more. */
export type RetryVerdict = 'right' | 'wrong' | 'again';

export function checkRetry(check: MistakeCheck, typed: string): RetryVerdict {
  // A kanji to write is drawn on the pad and marked by its matcher (features/mistakes/components/writing-retry.tsx), never typed.
  if (check.kind === 'writing') return 'again';
  if (check.kind === 'exam') {
    if (normalizeFor(check.language, typed) === '') return 'again';
    return isAcceptedAnswer(check.language, check.accepted, typed) ? 'right' : 'wrong';
  }
  const result = checkAnswer({ kana: check.kana, written: check.written }, finalizeAnswer(typed));
  if (result.verdict === 'not-kana') return 'again';
  return result.verdict === 'wrong' ? 'wrong' : 'right';
}

/** Whether the answer is typed in Japanese (the field turns romaji into kana). */
export function answersInJapanese(check: MistakeCheck): boolean {
  return check.kind !== 'exam' || check.language === 'ja';
}

/** The language the answer is written in. */
export function checkLanguage(check: MistakeCheck): string {
  return check.kind === 'exam' ? check.language : 'ja';
}

/**
 * Spellings that count without being the shown answer, which a wrong retry is compared with when it is closer to
 * them: a conjugation's kana and other kanji, a word's reading when the word was asked.
 */
export function otherSpellings(item: Pick<Mistake, 'check' | 'card' | 'expected'>): string[] {
  const { check } = item;
  if (check.kind === 'conjugation') return [...check.kana, ...check.written].filter((s) => s !== item.expected);
  if (check.kind === 'writing' || check.language !== 'ja') return [];
  return item.card.reading
    .split('、')
    .filter((reading) => reading !== '' && check.accepted.includes(normalizeFor('ja', reading)));
}

/**
 * What a retry asks for: a kanji to write (drawn on the pad), the test question's mode (the last part of its item
 * key; a word heard is asked again by its meaning, its prompt being the word), or a conjugation.
 */
export function questionAsked(
  item: Pick<Mistake, 'kind' | 'itemKey' | 'check'>,
): 'meaning' | 'term' | 'reading' | 'blank' | 'write' | 'conjugate' {
  if (item.kind === 'conjugation') return 'conjugate';
  if (item.check.kind === 'writing') return 'write';
  const mode = item.itemKey.slice(item.itemKey.lastIndexOf('|') + 1);
  return mode === 'term' || mode === 'reading' || mode === 'blank' ? mode : 'meaning';
}

/**
 * Ruby for a custom card: the reading over the word's kanji when the card's pronunciation is written in kana
 * and its word has kanji (猫 / ねこ, 食べ物 / たべもの). A romaji, pinyin or empty pronunciation gives none, and
 * the word is shown as typed. Pure: the set page, the study card and the review screen share it.
 */
import { furigana } from '@/features/conjugation/quiz/furigana';
import { hasKanji, isKanaChar } from '@/features/japanese/kana';

import type { RubySegment } from './study-cards';

const KANA_EXTRAS = /[ー・\s]/u;

export function customCardFurigana(word: string, pronunciation: string): readonly RubySegment[] | null {
  const written = word.trim();
  const reading = pronunciation.trim();
  if (reading === '' || !hasKanji(written)) return null;
  if (![...reading].every((ch) => isKanaChar(ch) || KANA_EXTRAS.test(ch))) return null;
  return furigana(written, reading.replace(/\s+/gu, ''));
}

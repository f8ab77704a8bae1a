/** "Listen": a Japanese word asked by ear. Pure: what the voice says, and which words sound alike. */
import { displayReading, normalizeJapanese } from './normalize';
import type { ExamCard, ExamDeck } from './types';

const KANA_ONLY = /^[\u3041-\u309f\u30a0-\u30ffー・〜～\s]+$/;

/**
 * The kana the voice reads for a card: its main reading, or a term written in kana alone. null when there is
 * nothing in kana to read (a custom card without a reading, a kanji, a set in another language): a voice given
 * kanji may read them wrong, and the question would be unfair.
 */
export function spokenText(deck: Pick<ExamDeck, 'source' | 'termLanguage'>, card: ExamCard): string | null {
  if (deck.termLanguage !== 'ja' || deck.source === 'kanji') return null;
  const reading = displayReading(card.readings[0] ?? '').trim();
  if (KANA_ONLY.test(reading)) return reading;
  const term = card.term.trim();
  return KANA_ONLY.test(term) ? term : null;
}

/**
 * The cards that sound like `card` (橋 and 箸 are both はし): heard, they cannot be told apart, so none of them
 * may be a wrong option of the other's question.
 */
export function homophoneIds(deck: ExamDeck, card: ExamCard): Set<string> {
  const heard = spokenText(deck, card);
  if (heard === null) return new Set();
  const key = normalizeJapanese(heard);
  return new Set(
    deck.cards
      .filter((other) => other.id !== card.id && normalizeJapanese(spokenText(deck, other) ?? '') === key)
      .map((other) => other.id),
  );
}

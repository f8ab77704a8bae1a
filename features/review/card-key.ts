/**
 * What a review card and a deck are, as stable keys. Pure and client-safe: the guest store, the server and the
 * conjugation quiz build their keys here, so the same card always has the same key wherever it was graded.
 *
 * - kanji / vocabulary: the built-in item id ("日", "日本:にほん"); deck "n5/3" (set / unit).
 * - custom: the FlashCard id; deck the FlashCardSet id.
 * - conjugation: "<conjugation word id>|<form>" ("食べる:たべる|causative-passive"); deck "verb" or "adjective".
 */

export type ReviewKind = 'kanji' | 'vocabulary' | 'custom' | 'conjugation';
export const REVIEW_KINDS: readonly ReviewKind[] = ['kanji', 'vocabulary', 'custom', 'conjugation'];

/** The longest card key the database keeps (ReviewCard.cardKey). */
export const CARD_KEY_MAX = 160;
/** The longest deck key (ReviewDeck.deckKey). */
export const DECK_KEY_MAX = 64;

/** A card: its kind and key. */
export interface CardRef {
  readonly kind: ReviewKind;
  readonly cardKey: string;
}

/** A deck: its kind and key. */
export interface DeckRef {
  readonly kind: ReviewKind;
  readonly deckKey: string;
}

/** One string per card, for maps and local storage ("vocabulary\u0000日本:にほん"). */
export function cardId({ kind, cardKey }: CardRef): string {
  return `${kind}\u0000${cardKey}`;
}

export function parseCardId(id: string): CardRef | null {
  const at = id.indexOf('\u0000');
  if (at < 0) return null;
  const kind = id.slice(0, at) as ReviewKind;
  return REVIEW_KINDS.includes(kind) ? { kind, cardKey: id.slice(at + 1) } : null;
}

export function deckId({ kind, deckKey }: DeckRef): string {
  return `${kind}\u0000${deckKey}`;
}

/** The deck key of a built-in unit: "n5/3". */
export function builtinDeckKey(set: string, unit: number | string): string {
  return `${set}/${unit}`;
}

/** "n5/3" → { set: 'n5', unit: '3' }; null when it is not of that shape. */
export function parseBuiltinDeckKey(deckKey: string): { set: string; unit: string } | null {
  const match = /^(n[1-5])\/([1-9][0-9]{0,5})$/.exec(deckKey);
  return match ? { set: match[1], unit: match[2] } : null;
}

const CONJUGATION_SEPARATOR = '|';

/** The card of one conjugation question: a word of the quiz in one form. */
export function conjugationCardKey(wordId: string, form: string): string {
  return `${wordId}${CONJUGATION_SEPARATOR}${form}`;
}

export function parseConjugationCardKey(cardKey: string): { wordId: string; form: string } | null {
  const at = cardKey.lastIndexOf(CONJUGATION_SEPARATOR);
  if (at <= 0 || at === cardKey.length - 1) return null;
  return { wordId: cardKey.slice(0, at), form: cardKey.slice(at + 1) };
}

/** The deck a test was taken on: a built-in unit ("n5/3") or a custom set. */
export function testDeck(target: {
  source: 'kanji' | 'vocabulary' | 'custom';
  setKey: string;
  unitKey: string;
}): DeckRef {
  return target.source === 'custom'
    ? { kind: 'custom', deckKey: target.setKey }
    : { kind: target.source, deckKey: builtinDeckKey(target.setKey, target.unitKey) };
}

// The cards a deck adds to a learner's studies, and whether a card key is one the app knows. Server-only: it
// reads the built-in content and the custom sets (with the viewer's visibility rule).
import 'server-only';

import conjugationWords from '@/content/generated/conjugation-words.json';
import { SET_IDS, getSetItems, getUnit, type ContentKind } from '@/features/content';
import { db } from '@/lib/db/client';

import { parseBuiltinDeckKey, parseConjugationCardKey, type CardRef, type DeckRef, type ReviewKind } from '../card-key';

export interface DeckCard {
  cardKey: string;
  /** JLPT level 1..5 of built-in items; null otherwise. */
  level: number | null;
}

/** The conjugation quiz's words by id: verb or adjective. */
const CONJUGATION_DECKS = new Map(
  (conjugationWords as { id: string; type: string }[]).map((word) => [
    word.id,
    word.type.endsWith('adjective') ? ('adjective' as const) : ('verb' as const),
  ]),
);
/** A form name of the conjugation quiz ("te", "causative-passive-polite-past"). */
const CONJUGATION_FORM = /^[a-z][a-z0-9-]{0,63}$/;

/** A custom set the viewer may study: theirs, or public. */
async function visibleSetCards(setId: string, viewerId: string | null): Promise<{ id: string }[] | null> {
  const set = await db.flashCardSet.findFirst({
    where: { id: setId, OR: [{ visibility: 'everyone' }, ...(viewerId ? [{ ownerId: viewerId }] : [])] },
    select: { cards: { select: { id: true }, orderBy: { position: 'asc' } } },
  });
  return set ? set.cards : null;
}

/**
 * The cards of a deck in its own order, or null when there is no such deck for this viewer (an unknown unit, a
 * private set of someone else). Conjugation decks have no fixed list: their cards are added as the quiz grades
 * them (`isKnownCard`).
 */
export async function deckCards(deck: DeckRef, viewerId: string | null): Promise<DeckCard[] | null> {
  switch (deck.kind) {
    case 'kanji':
    case 'vocabulary': {
      const parsed = parseBuiltinDeckKey(deck.deckKey);
      const unit = parsed && getUnit(deck.kind, parsed.set, parsed.unit);
      if (!unit) return null;
      return unit.items.map((item) => ({ cardKey: item.id, level: unit.set.level }));
    }
    case 'custom': {
      const cards = await visibleSetCards(deck.deckKey, viewerId);
      return cards && cards.map((card) => ({ cardKey: card.id, level: null }));
    }
    case 'conjugation':
      return deck.deckKey === 'verb' || deck.deckKey === 'adjective' ? [] : null;
  }
}

/** The deck of a conjugation card the quiz can ask (a word of the quiz and a form name); null for anything else. */
export function conjugationDeckOf(cardKey: string): 'verb' | 'adjective' | null {
  const parsed = parseConjugationCardKey(cardKey);
  if (!parsed || !CONJUGATION_FORM.test(parsed.form)) return null;
  return CONJUGATION_DECKS.get(parsed.wordId) ?? null;
}

const builtinLevelIndex = new Map<ContentKind, Map<string, number>>();

/** Every built-in item of a kind with its current JLPT level, built once per process. */
function builtinLevels(kind: ContentKind): Map<string, number> {
  let index = builtinLevelIndex.get(kind);
  if (!index) {
    index = new Map();
    for (const set of SET_IDS)
      for (const item of getSetItems(kind, set) ?? []) index.set(item.id, Number(set.slice(1)));
    builtinLevelIndex.set(kind, index);
  }
  return index;
}

/**
 * Keeps the cards of `refs` that belong to `deckKey` as the viewer may see it (guest merge). A built-in card
 * counts wherever its item is now: a content change may have moved it to another unit or level since the guest
 * added the deck, and the card takes its current level.
 */
export async function cardsInDeck(
  kind: ReviewKind,
  deckKey: string,
  refs: readonly CardRef[],
  viewerId: string | null,
): Promise<Map<string, DeckCard>> {
  const found = new Map<string, DeckCard>();
  if (kind === 'conjugation') {
    for (const ref of refs)
      if (conjugationDeckOf(ref.cardKey) === deckKey) found.set(ref.cardKey, { cardKey: ref.cardKey, level: null });
    return found;
  }
  const cards = await deckCards({ kind, deckKey }, viewerId);
  if (cards && (kind === 'kanji' || kind === 'vocabulary')) {
    const levels = builtinLevels(kind);
    for (const ref of refs) {
      const level = levels.get(ref.cardKey);
      if (level !== undefined) found.set(ref.cardKey, { cardKey: ref.cardKey, level });
    }
    return found;
  }
  const wanted = new Set(refs.map((ref) => ref.cardKey));
  for (const card of cards ?? []) if (wanted.has(card.cardKey)) found.set(card.cardKey, card);
  return found;
}

'use client';

import { useMemo } from 'react';
import { StudyWithReviews } from '@/features/review/components/study-with-reviews';
import type { DeckKey } from '@/features/flash-cards/progress-store';
import { packedCardIds, unpackDeck, type PackedDeck } from '@/features/flash-cards/packed-deck';
import type { DeckRef } from '@/features/review/card-key';
import { StudyView } from './study-view';

// The unit page's client parts take the one packed deck it also gives the item table: React's payload
// serialises that object once, however many of them receive it.

/** The unit's study view. */
export function UnitStudy({ deck, deckKey }: { deck: PackedDeck; deckKey: DeckKey }) {
  const cards = useMemo(() => unpackDeck(deck), [deck]);
  return <StudyView deck={cards} deckKey={deckKey} />;
}

/** "Study with reviews" for the unit's cards, without a second list of their ids in the payload. */
export function UnitReviews({ deck, reviews }: { deck: PackedDeck; reviews: DeckRef }) {
  const cardKeys = useMemo(() => packedCardIds(deck), [deck]);
  return <StudyWithReviews deck={reviews} cardKeys={cardKeys} />;
}

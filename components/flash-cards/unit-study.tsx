'use client';

import { useMemo } from 'react';
import type { DeckKey } from '@/lib/flash-cards/progress-store';
import { unpackDeck, type PackedDeck } from '@/lib/flash-cards/packed-deck';
import { StudyView } from './study-view';

/** The unit page's study view, from the packed deck it shares with the item table (one copy in the payload). */
export function UnitStudy({ deck, deckKey }: { deck: PackedDeck; deckKey: DeckKey }) {
  const cards = useMemo(() => unpackDeck(deck), [deck]);
  return <StudyView deck={cards} deckKey={deckKey} />;
}

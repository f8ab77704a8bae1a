'use client';

import { useMemo } from 'react';
import { StudyView } from '@/features/flash-cards/components/study-view';
import type { PackedSetCard } from '@/features/custom-sets/packed-cards';
import { customCardFurigana } from '@/features/flash-cards/custom-furigana';
import type { StudyDeck } from '@/features/flash-cards/study-cards';

/** A custom set's cards as the study view's deck: the built-in vocabulary card shape. */
function deckOf(cards: readonly PackedSetCard[]): StudyDeck {
  return {
    kind: 'vocabulary',
    cards: cards.map(([id, word, pronunciation, meaning, note]) => ({
      id,
      written: word,
      // No pronunciation: the card shows the word, like a kana-only built-in word.
      reading: pronunciation || word,
      meaning: note ? `${meaning} (${note})` : meaning,
      sinoVietnamese: '',
      // The furigana option puts a kana pronunciation over the word's kanji (猫 / ねこ); otherwise none.
      furigana: customCardFurigana(word, pronunciation),
    })),
  };
}

/**
 * The set page's study view. It takes the set's own cards and builds the deck in the browser, so the page
 * sends the cards once: the copy-words button gets the same array, which React's payload references
 * instead of repeating (a 100-card set page was ~15 kB larger with a second, reshaped copy).
 */
export function CustomSetStudy({ setId, cards }: { setId: string; cards: readonly PackedSetCard[] }) {
  const deck = useMemo(() => deckOf(cards), [cards]);
  return <StudyView deck={deck} deckKey={{ kind: 'custom', set: setId, unit: '' }} />;
}

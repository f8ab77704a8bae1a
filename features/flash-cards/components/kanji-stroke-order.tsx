'use client';

import { LazyStrokeOrder } from '@/features/writing/components/stroke-order-lazy';

/**
 * The back of a kanji card shows the kanji as its stroke order: the whole kanji with numbered strokes, to play
 * or step through. Only the card on show has a back face, so only its strokes are fetched, as soon as the card
 * is shown: by the time the learner flips it the drawing is there.
 */
export function KanjiStrokeOrder({ kanji }: { kanji: string }) {
  return (
    <div className="w-44">
      <LazyStrokeOrder kanji={kanji} />
    </div>
  );
}

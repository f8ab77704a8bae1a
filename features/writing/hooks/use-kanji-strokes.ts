'use client';

import { useEffect, useState } from 'react';
import { strokesUrl, type KanjiStrokes } from '../stroke-data';

export type KanjiStrokesState = { status: 'loading' } | { status: 'ready'; data: KanjiStrokes } | { status: 'error' };

// One request per kanji for the page's life: the stroke order and a writing pad of the same kanji share it, and
// flipping back to a card draws at once. A failed fetch is forgotten, so showing the card again retries.
const requests = new Map<string, Promise<KanjiStrokes>>();

/** Fetches the kanji's stroke file (immutable, so the HTTP cache answers after the first time). */
function loadKanjiStrokes(kanji: string): Promise<KanjiStrokes> {
  let request = requests.get(kanji);
  if (!request) {
    request = fetch(strokesUrl(kanji)).then(async (response) => {
      if (!response.ok) throw new Error(`Strokes of ${kanji}: HTTP ${response.status}`);
      return (await response.json()) as KanjiStrokes;
    });
    request.catch(() => requests.delete(kanji));
    requests.set(kanji, request);
  }
  return request;
}

/** The strokes of a kanji, fetched when the component that needs them mounts (never in a page's first load). */
export function useKanjiStrokes(kanji: string): KanjiStrokesState {
  const [state, setState] = useState<{ kanji: string; value: KanjiStrokesState }>({
    kanji,
    value: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    loadKanjiStrokes(kanji).then(
      (data) => current && setState({ kanji, value: { status: 'ready', data } }),
      () => current && setState({ kanji, value: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [kanji]);
  // A new kanji shows "loading" at once rather than the previous kanji's strokes.
  return state.kanji === kanji ? state.value : { status: 'loading' };
}

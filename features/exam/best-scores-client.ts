'use client';

import type { BestScores } from './schemas';
import type { ExamSource } from './types';

/**
 * The signed-in learner's best scores for a set, fetched once per page visit and shared by every unit
 * card (the unit lists are static pages; guests get {} and see nothing). Saving a result clears the cache
 * so the list shows the new best when the learner goes back.
 */
const cache = new Map<string, Promise<BestScores>>();

export function loadBestScores(source: ExamSource, set: string): Promise<BestScores> {
  const key = `${source}:${set}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = fetch(`/api/test-results/best?${new URLSearchParams({ source, set })}`, { credentials: 'same-origin' })
      .then((response) => {
        // A refusal or an outage (503) is not "no scores": forget it, so the next visit asks again.
        if (!response.ok) throw new Error(`best scores: ${response.status}`);
        return response.json();
      })
      .then((body: { scores?: BestScores }) => body.scores ?? {})
      .catch(() => {
        cache.delete(key);
        return {};
      });
    cache.set(key, pending);
  }
  return pending;
}

export function forgetBestScores(): void {
  cache.clear();
}

'use client';

/**
 * Loaded on demand by the header and the home page (never with the page itself): the learner's due count, and
 * the merge of a guest's device reviews into the account after sign-in or sign-up.
 */
import { readOwnData } from '@/lib/http/read-own-data';
import { mergeGuestReviewsAction } from '@/features/review/server/actions';
import { parseCardId } from '@/features/review/card-key';
import { browserTimeZone } from '@/features/review/day';
import { guestQueue, isEmpty, mergeBatches } from '@/features/review/guest-reviews';
import { clearGuestReviews, loadGuestReviews } from '@/features/review/guest-store';
import type { DueSummary } from '@/features/review/server/queries';
import { MERGE_BATCH_MAX } from '@/features/review/limits';

export interface ReviewSummary {
  /** Cards the review screen would show now: due ones and today's new ones. */
  count: number;
}

/** null: the learner studies nothing (or the count could not be read), so nothing is shown. */
export async function readReviewSummary(signedIn: boolean): Promise<ReviewSummary | null> {
  if (signedIn) {
    const answer = await readOwnData<DueSummary>('/api/review/summary');
    if (answer !== 'unauthorized') return answer.studying ? { count: answer.due + answer.fresh } : null;
  }
  const data = loadGuestReviews();
  // Conjugation pairs alone are studied in the quiz: nothing to count on the review screen.
  if (isEmpty(data) || Object.keys(data.cards).every((id) => parseCardId(id)?.kind === 'conjugation')) return null;
  const queue = guestQueue(data, Date.now(), browserTimeZone());
  return { count: queue.due + queue.fresh };
}

/**
 * Sends the device's reviews to the account in batches; the device's copy is cleared once all are in. A batch
 * sent twice (another tab, a retry) adds nothing the second time. Answers whether anything was merged.
 */
export async function mergeDeviceReviews(): Promise<boolean> {
  const data = loadGuestReviews();
  if (isEmpty(data)) {
    clearGuestReviews();
    return false;
  }
  for (const batch of mergeBatches(data, browserTimeZone(), MERGE_BATCH_MAX)) {
    const answer = await mergeGuestReviewsAction(batch);
    if (!answer.ok) return false; // kept on the device: the next page tries again
  }
  clearGuestReviews();
  return true;
}

/** Told by the review screen after each grade, so the header's count follows. */
export const REVIEWS_CHANGED_EVENT = 'kotonoha:reviews-changed';

/**
 * A learner's day counters (ReviewDay's columns) from their grades: the server adds them up in the grade's
 * transaction, a guest's progress page from the history kept on the device. Pure and client-safe.
 */
import { dayIn } from './day';
import { STATE_NEW, STATE_REVIEW, type ReviewRating, type ReviewState } from './fsrs';

export interface CountedReview {
  reviewedAt: number;
  rating: ReviewRating;
  stateBefore: ReviewState;
}

export interface DayCounts {
  reviews: number;
  newCards: number;
  /** Reviews of a card already learned (state Review): what retention is measured on. */
  recalls: number;
  /** Of those, the ones not graded Again. */
  recalled: number;
}

/** The reviews counted per day in `timeZone` ("2026-11-27" → counts). */
export function countReviewDays(reviews: readonly CountedReview[], timeZone: string): Map<string, DayCounts> {
  const days = new Map<string, DayCounts>();
  for (const review of reviews) {
    const day = dayIn(review.reviewedAt, timeZone);
    const counts = days.get(day) ?? { reviews: 0, newCards: 0, recalls: 0, recalled: 0 };
    counts.reviews += 1;
    if (review.stateBefore === STATE_NEW) counts.newCards += 1;
    if (review.stateBefore === STATE_REVIEW) {
      counts.recalls += 1;
      if (review.rating > 1) counts.recalled += 1;
    }
    days.set(day, counts);
  }
  return days;
}

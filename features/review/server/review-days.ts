// ReviewDay counters, kept in the same transaction as the reviews they count.
import 'server-only';

import type { Prisma } from '@/lib/generated/prisma/client';

import { dayIn } from '../day';
import { STATE_NEW, STATE_REVIEW, type ReviewRating, type ReviewState } from '../fsrs';

export interface CountedReview {
  reviewedAt: number;
  rating: ReviewRating;
  stateBefore: ReviewState;
}

interface DayCounts {
  reviews: number;
  newCards: number;
  recalls: number;
  recalled: number;
}

/** Adds reviews to the learner's day counters (days in `timeZone`). */
export async function countReviews(
  tx: Prisma.TransactionClient,
  userId: string,
  reviews: readonly CountedReview[],
  timeZone: string,
): Promise<void> {
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
  for (const [day, c] of days) {
    await tx.$executeRaw`
      INSERT INTO "ReviewDay" ("userId", "day", "reviews", "newCards", "recalls", "recalled")
      VALUES (${userId}, ${day}::date, ${c.reviews}, ${c.newCards}, ${c.recalls}, ${c.recalled})
      ON CONFLICT ("userId", "day") DO UPDATE SET
        "reviews" = "ReviewDay"."reviews" + EXCLUDED."reviews",
        "newCards" = "ReviewDay"."newCards" + EXCLUDED."newCards",
        "recalls" = "ReviewDay"."recalls" + EXCLUDED."recalls",
        "recalled" = "ReviewDay"."recalled" + EXCLUDED."recalled"`;
  }
}

// ReviewDay counters, kept in the same transaction as the reviews they count.
import 'server-only';

import type { Prisma } from '@/lib/generated/prisma/client';

import { countReviewDays, type CountedReview } from '../day-counts';

/** Adds reviews to the learner's day counters (days in `timeZone`). */
export async function countReviews(
  tx: Prisma.TransactionClient,
  userId: string,
  reviews: readonly CountedReview[],
  timeZone: string,
): Promise<void> {
  const days = countReviewDays(reviews, timeZone);
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

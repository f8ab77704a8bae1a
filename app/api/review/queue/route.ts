import { z } from 'zod/mini';

import { reviewNow } from '@/features/review/server/clock';
import { reviewQueue } from '@/features/review/server/queries';
import { locales } from '@/lib/i18n/routing';
import { personalRead } from '@/lib/server/personal-read';

/**
 * GET /api/review/queue?locale=en → { cards, due, fresh, settings, studying }: the review screen's queue, with each
 * card's content in the screen's language. A guest's reviews are on their device: 401 here.
 */
export const GET = personalRead(z.object({ locale: z.enum(locales) }), (user, { locale }) =>
  reviewQueue(user.id, reviewNow(), locale),
);

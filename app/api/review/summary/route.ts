import { z } from 'zod/mini';

import { reviewNow } from '@/lib/review/clock';
import { dueSummary } from '@/lib/review/queries';
import { personalRead } from '@/lib/server/personal-read';

/** GET /api/review/summary → { due, fresh, studying }: the header's count of the learner's reviews. */
export const GET = personalRead(z.object({}), (user) => dueSummary(user.id, reviewNow()));

import { z } from 'zod/mini';

import { reviewNow } from '@/features/review/server/clock';
import { dueSummary } from '@/features/review/server/queries';
import { personalRead } from '@/lib/server/personal-read';

/** GET /api/review/summary → { due, fresh, studying }: the header's count of the learner's reviews. */
export const GET = personalRead(z.object({}), (user) => dueSummary(user.id, reviewNow()));

import { z } from 'zod/mini';

import { resultKey } from '@/features/exam/schemas';
import { unitMarkCounts } from '@/features/flash-cards/server/marks';
import { personalRead } from '@/lib/server/personal-read';

const query = z.object({ source: z.enum(['kanji', 'vocabulary']), setKey: resultKey.check(z.minLength(1)) });

/**
 * GET /api/study-marks/units?source=kanji&setKey=n5 → { units: { "3": { marked, known } } }: the signed-in
 * learner's marks per unit, for the "12 of 30 known" of a level's unit list (a static page).
 */
export const GET = personalRead(query, async (user, { source, setKey }) => ({
  units: await unitMarkCounts(user.id, source, setKey),
}));

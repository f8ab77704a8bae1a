import { z } from 'zod/mini';
import { getOptionalUser } from '@/lib/auth/session';
import { isDatabaseUnavailable, serviceUnavailable } from '@/lib/db/unavailable';
import { bestScores } from '@/features/exam/server/queries';
import { resultKey } from '@/features/exam/schemas';

const querySchema = z.object({
  source: z.enum(['kanji', 'vocabulary', 'custom']),
  set: resultKey.check(z.minLength(1)),
});

/**
 * GET /api/test-results/best?source=kanji&set=n5 →
 * { scores: { "3": { written: 85, multipleChoice: 70, last: "2026-11-27T07:00:00.000Z" }, … } }:
 * the signed-in user's best score per unit and test type, and the time of the unit's last attempt. The unit lists
 * are static pages, so they ask for this from the browser; guests get {}.
 */
export async function GET(request: Request) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = querySchema.safeParse(params);
  if (!parsed.success) return Response.json({ error: 'invalid' }, { status: 400 });
  let scores;
  try {
    const user = await getOptionalUser();
    scores = user ? await bestScores(user.id, parsed.data.source, parsed.data.set) : {};
  } catch (error) {
    // An outage is temporary: say so (503, Retry-After) rather than fail like a bug.
    if (isDatabaseUnavailable(error)) return serviceUnavailable();
    throw error;
  }
  // Personal data: never stored by a shared cache.
  return Response.json({ scores }, { headers: { 'Cache-Control': 'private, no-store' } });
}

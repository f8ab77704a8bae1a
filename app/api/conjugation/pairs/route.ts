import { z } from 'zod/mini';
import { getOptionalUser } from '@/lib/auth/session';
import { pairStates } from '@/features/conjugation/server/queries';
import { isDatabaseUnavailable, serviceUnavailable } from '@/lib/db/unavailable';

const querySchema = z.object({ deck: z.enum(['verb', 'adjective']) });

/**
 * GET /api/conjugation/pairs?deck=verb → { account: true, cards: [[cardKey, state], …] }: the signed-in learner's
 * schedule of the quiz's (word, form) pairs, read by the quiz page (static) from the browser. A guest gets
 * { account: false, cards: [] } and keeps their schedule on the device.
 */
export async function GET(request: Request) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: 'invalid' }, { status: 400 });
  let body;
  try {
    const user = await getOptionalUser();
    body = user ? { account: true, cards: await pairStates(user.id, parsed.data.deck) } : { account: false, cards: [] };
  } catch (error) {
    // An outage is temporary: say so (503, Retry-After) rather than fail like a bug.
    if (isDatabaseUnavailable(error)) return serviceUnavailable();
    throw error;
  }
  // Personal data: never stored by a shared cache.
  return Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } });
}

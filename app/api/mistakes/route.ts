import { getOptionalUser } from '@/lib/auth/session';
import { isDatabaseUnavailable, serviceUnavailable } from '@/lib/db/unavailable';
import { listMistakes } from '@/features/mistakes/server/queries';

/**
 * GET /api/mistakes → { mistakes: [...] }: the signed-in learner's mistakes bank, newest miss first (at most
 * MISTAKES_MAX items; the page filters them in the browser). A guest's bank is on their device: 401 here.
 */
export async function GET() {
  const headers = { 'Cache-Control': 'private, no-store' };
  try {
    const user = await getOptionalUser();
    if (!user) return Response.json({ error: 'unauthorized' }, { status: 401, headers });
    return Response.json({ mistakes: await listMistakes(user.id) }, { headers });
  } catch (error) {
    // An outage is temporary: say so (503, Retry-After) rather than fail like a bug.
    if (isDatabaseUnavailable(error)) return serviceUnavailable();
    throw error;
  }
}

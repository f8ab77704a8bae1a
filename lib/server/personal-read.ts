import 'server-only';

import { type z } from 'zod/mini';

import { getOptionalUser, type SessionUser } from '@/lib/auth/session';
import { isDatabaseUnavailable, serviceUnavailable } from '@/lib/db/unavailable';

/**
 * A GET route handler that reads the signed-in learner's own data for a page that is static or already shown.
 * Reads a page makes on load are GETs, not server actions: actions are POSTs the router runs one at a time,
 * so a read on load would queue the learner's own save behind it. The query string is checked with `query`
 * (400 when it does not fit); a visitor without a session gets 401 `{ error: 'unauthorized' }` (the caller falls
 * back to the device's data); an outage a 503 with Retry-After; the answer is never kept by a shared cache.
 */
export function personalRead<S extends z.ZodMiniType, R>(
  query: S,
  read: (user: SessionUser, input: z.infer<S>) => Promise<R>,
) {
  return async function GET(request: Request): Promise<Response> {
    const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return Response.json({ error: 'invalid' }, { status: 400, headers: PRIVATE });
    try {
      const user = await getOptionalUser();
      if (!user) return Response.json({ error: 'unauthorized' }, { status: 401, headers: PRIVATE });
      return Response.json(await read(user, parsed.data), { headers: PRIVATE });
    } catch (error) {
      if (isDatabaseUnavailable(error)) return serviceUnavailable();
      throw error;
    }
  };
}

const PRIVATE = { 'Cache-Control': 'private, no-store' };

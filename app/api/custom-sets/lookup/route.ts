import { lookupRequestSchema } from '@/features/custom-sets/schemas';
import { lookUpWords } from '@/features/custom-sets/server/word-lookup';
import { getOptionalUser } from '@/lib/auth/session';
import { isDatabaseUnavailable, serviceUnavailable } from '@/lib/db/unavailable';
import { consume, RateLimitedError, tooManyRequests } from '@/lib/security/rate-limit';

const headers = { 'Cache-Control': 'private, no-store' };

/**
 * POST /api/custom-sets/lookup { words: string[] } → { results: LookupResult[] }: the set form's smart paste. Signed-in
 * learners only (the set form is login-only, and the limit counts per account); JSON only, so a cross-site form
 * cannot spend a learner's lookups.
 */
export async function POST(request: Request) {
  if (!request.headers.get('content-type')?.startsWith('application/json')) {
    return Response.json({ error: 'unsupportedMediaType' }, { status: 415, headers });
  }
  try {
    const user = await getOptionalUser();
    if (!user) return Response.json({ error: 'unauthorized' }, { status: 401, headers });
    const parsed = lookupRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return Response.json({ error: 'invalid' }, { status: 400, headers });
    await consume([['smartPastePerUser', user.id]]);
    return Response.json({ results: lookUpWords(parsed.data.words) }, { headers });
  } catch (error) {
    if (error instanceof RateLimitedError) return tooManyRequests(error, headers);
    if (isDatabaseUnavailable(error)) return serviceUnavailable();
    throw error;
  }
}

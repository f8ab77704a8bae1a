import type { NextRequest } from 'next/server';

import { handlers } from '@/lib/auth/config';
import { RATE_LIMITS } from '@/lib/security/rate-limit';
import { atAddressedOrigin } from '@/lib/http/request-origin';
import { withoutRecentSessionRefresh } from '@/lib/auth/session-refresh';

export async function GET(request: NextRequest) {
  const response = await handlers.GET(atAddressedOrigin(request) as NextRequest);
  return request.nextUrl.pathname.endsWith('/session') ? withoutRecentSessionRefresh(request, response) : response;
}

/**
 * Auth.js answers a refused credentials login with a redirect carrying `code=…`. For the login
 * limits, API callers (scripts hitting /api/auth/callback/credentials) get a real 429 instead.
 */
export async function POST(request: NextRequest) {
  const response = await handlers.POST(atAddressedOrigin(request) as NextRequest);
  if (!request.nextUrl.pathname.endsWith('/callback/credentials')) return response;
  let target = response.headers.get('location');
  if (!target && response.headers.get('content-type')?.includes('application/json')) {
    target = ((await response.clone().json()) as { url?: string } | null)?.url ?? null;
  }
  if (target && new URL(target, request.nextUrl).searchParams.get('code') === 'rate_limited') {
    return Response.json(
      { error: 'TooManyRequests' },
      { status: 429, headers: { 'Retry-After': String(RATE_LIMITS.loginPerAccountIp.duration) } },
    );
  }
  return response;
}

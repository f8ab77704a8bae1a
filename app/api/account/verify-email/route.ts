import type { NextRequest } from 'next/server';

import { localizedRedirectTarget } from '@/lib/auth/redirect-target';
import { verifyEmailWithToken } from '@/features/auth/server/verification';
import { isLocale } from '@/lib/i18n/routing';

/**
 * The link in the verification mail. Uses the token (single use, 24 h) and shows the outcome on
 * /{locale}/auth/email-verified, with the `redirect` the mail carried. Works without a session: the token is the
 * proof.
 * The redirect is relative: the browser stays on the origin it used. An absolute one built from
 * `request.nextUrl` sent a visitor of 127.0.0.1 to localhost (Next.js reports loopback hosts as
 * localhost), a different origin without their session cookie.
 */
export async function GET(request: NextRequest) {
  const localeParam = request.nextUrl.searchParams.get('locale');
  const locale = isLocale(localeParam) ? localeParam : 'en';
  const status = await verifyEmailWithToken(request.nextUrl.searchParams.get('token') ?? '');
  const query = new URLSearchParams({ status });
  // The page the learner signed up from, for the screen's "Continue" (checked again there).
  const redirect = request.nextUrl.searchParams.get('redirect');
  if (redirect) query.set('redirect', localizedRedirectTarget(redirect, locale));
  const target = `/${locale}/auth/email-verified?${query}`;
  return new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } });
}

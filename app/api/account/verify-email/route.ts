import type { NextRequest } from 'next/server';

import { verifyEmailWithToken } from '@/lib/auth/verification';
import { isLocale } from '@/lib/i18n/routing';

/**
 * The link in the verification mail. Uses the token (single use, 24 h) and shows the outcome on
 * /{locale}/auth/email-verified. Works without a session: the token is the proof.
 */
export async function GET(request: NextRequest) {
  const localeParam = request.nextUrl.searchParams.get('locale');
  const locale = isLocale(localeParam) ? localeParam : 'en';
  const status = await verifyEmailWithToken(request.nextUrl.searchParams.get('token') ?? '');
  const target = new URL(`/${locale}/auth/email-verified`, request.nextUrl);
  target.searchParams.set('status', status);
  return Response.redirect(target, 303);
}

import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing, LOCALE_COOKIE, isLocale } from '@/lib/i18n/routing';
import {
  PRIMARY_COLOR_COOKIE,
  THEME_COOKIE,
  appearanceFromCookies,
  toAppearanceSegment,
} from '@/lib/appearance/appearance';

const intlMiddleware = createIntlMiddleware(routing);

/**
 * 1. next-intl: locale prefix, browser-language detection, the locale cookie, hreflang Link header.
 * 2. Appearance: rewrite /{locale}/rest → /{locale}/{theme}-{colour}/rest so that the server renders the
 *    right <html> class while each page stays a statically prerendered (and cached) variant.
 * This is not a security boundary: data access checks the user itself.
 */
export default function proxy(request: NextRequest) {
  const intlResponse = intlMiddleware(request);
  if (intlResponse.headers.has('location')) return intlResponse; // a locale redirect

  const [, locale, ...rest] = request.nextUrl.pathname.split('/');
  if (!isLocale(locale)) return intlResponse;

  const appearance = appearanceFromCookies(
    request.cookies.get(THEME_COOKIE)?.value,
    request.cookies.get(PRIMARY_COLOR_COOKIE)?.value,
  );
  const target = request.nextUrl.clone();
  // A path that already names an appearance segment is pushed one level down and ends in the 404 page,
  // so the internal variants are never reachable (or indexable) under a second address.
  target.pathname = ['', locale, toAppearanceSegment(appearance), ...rest].join('/');

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-next-intl-locale', locale);
  const response = NextResponse.rewrite(target, { request: { headers: requestHeaders } });

  const link = intlResponse.headers.get('link');
  if (link) response.headers.set('link', link);
  for (const cookie of intlResponse.cookies.getAll()) response.cookies.set(cookie);
  // Keep the visitor's locale from the first visit on, not only after a switch.
  if (!request.cookies.has(LOCALE_COOKIE) && !response.cookies.has(LOCALE_COOKIE)) {
    response.cookies.set(LOCALE_COOKIE, locale, {
      maxAge: 60 * 60 * 24 * 365,
      sameSite: 'lax',
      path: '/',
    });
  }
  return response;
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};

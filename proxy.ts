import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing, LOCALE_COOKIE, isLocale } from '@/lib/i18n/routing';
import {
  PRIMARY_COLOR_COOKIE,
  THEME_COOKIE,
  appearanceFromCookies,
  toAppearanceSegment,
} from '@/lib/appearance/appearance';
import { hasSessionCookie, isLoginRequired } from '@/lib/auth/routes';
import { sessionUserFromCookies } from '@/lib/auth/session-user';
import { encodeCommunitySegment, parseCommunityQuery } from '@/lib/custom-sets/community-filters';

const intlMiddleware = createIntlMiddleware(routing);

/**
 * 1. next-intl: locale prefix, browser-language detection, the locale cookie, hreflang Link header.
 * 2. Appearance: rewrite /{locale}/rest → /{locale}/{theme}-{colour}/rest so that the server renders the
 *    right <html> class while each page stays a statically prerendered (and cached) variant.
 * 3. Custom set pages: visitors with a session cookie are served the per-request variant (see below).
 *    The community: a verified learner's request is rewritten to the cached results of its query (below).
 * 4. Login-required screens: a visitor without a session cookie goes to
 *    /{locale}/auth/login?redirect=<path>. The cookie is not verified here; pages and actions check
 *    the session themselves (lib/auth/session.ts), which also sends stale sessions to the login page.
 * Apart from the community's cached results (checked here, see below), this is not a security boundary: data
 * access checks the user itself.
 */
export default async function proxy(request: NextRequest) {
  const intlResponse = intlMiddleware(request);
  if (intlResponse.headers.has('location')) return intlResponse; // a locale redirect

  const [, locale, ...rest] = request.nextUrl.pathname.split('/');
  if (!isLocale(locale)) return intlResponse;

  const path = `/${rest.join('/')}`;
  const signedIn = hasSessionCookie(request.cookies.getAll().map((cookie) => cookie.name));
  if (isLoginRequired(path) && !signedIn) {
    const login = new URL(`/${locale}/auth/login`, request.nextUrl);
    login.searchParams.set('redirect', `${request.nextUrl.pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(login);
  }

  const appearance = appearanceFromCookies(
    request.cookies.get(THEME_COOKIE)?.value,
    request.cookies.get(PRIMARY_COLOR_COOKIE)?.value,
  );
  const target = request.nextUrl.clone();
  // A path that already names an appearance segment is pushed one level down and ends in the 404 page,
  // so the internal variants are never reachable (or indexable) under a second address.
  target.pathname = ['', locale, toAppearanceSegment(appearance), ...rest].join('/');
  // A custom set's page is cached for guests (and link-preview bots); a visitor with a session gets the
  // per-request variant that knows who they are (owner actions, their private sets). Both check visibility.
  if (signedIn && isCustomSetPage(path)) target.pathname += '/viewer';
  // The community's cached results are for verified learners only, and this is where that is checked
  // (the session against the database, as every page does): asked for directly, they are a 404.
  let communityResults = false;
  if (COMMUNITY_RESULTS.test(path)) target.pathname += '/-';
  else if (signedIn && COMMUNITY.test(path) && (await sessionUserFromCookies(request.cookies))?.emailVerified) {
    communityResults = true;
    const query = encodeCommunitySegment(parseCommunityQuery(request.nextUrl.searchParams));
    target.pathname = ['', locale, toAppearanceSegment(appearance), 'flash-cards', 'custom', 'browse', query].join('/');
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-next-intl-locale', locale);
  // The address the visitor asked for (before the appearance rewrite), for ?redirect= after login.
  requestHeaders.set('x-kotonoha-path', `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.rewrite(target, { request: { headers: requestHeaders } });
  // The same address is the guest page for everybody else: no shared cache may keep the members' version.
  if (communityResults) response.headers.set('cache-control', 'private, no-cache');

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

/** The community page (guests, unverified accounts and the fallback render it per request, see its page). */
const COMMUNITY = /^\/flash-cards\/custom\/?$/;
/** Its cached results route, internal: app/[locale]/[appearance]/(default)/flash-cards/custom/browse. */
const COMMUNITY_RESULTS = /^\/flash-cards\/custom\/browse(\/|$)/;

/** /flash-cards/custom/{set}, not /new and not deeper pages (edit, tests). */
function isCustomSetPage(path: string): boolean {
  const match = /^\/flash-cards\/custom\/([^/]+)\/?$/.exec(path);
  return match !== null && match[1] !== 'new';
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};

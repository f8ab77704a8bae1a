import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing, isLocale } from '@/lib/i18n/routing';
import { hasSessionCookie, isLoginRequired } from '@/lib/auth/routes';
import { sessionUserFromCookies } from '@/lib/auth/session-user';
import { encodeCommunitySegment, parseCommunityQuery } from '@/features/custom-sets/community-filters';
import { actionRequestRefusal } from '@/lib/actions/action-request';
import {
  COMMUNITY_SIGNED_IN_ROUTE,
  INTERNAL_ROUTE_HEADER,
  SET_VIEWER_ROUTE,
  communityResultsRoute,
} from '@/lib/routing/internal-routes';

const intlMiddleware = createIntlMiddleware(routing);

/**
 * Runs only where a request needs it (see `config.matcher`); prerendered pages are served without it.
 * 0. Whatever Next.js would decode as a server action, at any address: a body it cannot decode is answered 400
 *    here (lib/actions/action-request.ts), where Next.js would fail with a 500.
 * 1. next-intl on addresses without a locale: browser-language detection and the redirect to /{locale}/….
 * 2. Login-required screens: a visitor without a session cookie goes to
 *    /{locale}/auth/login?redirect=<path>. The cookie is not verified here; pages and actions check
 *    the session themselves (lib/auth/session.ts), which also sends stale sessions to the login page.
 * 3. Custom set pages: visitors with a session cookie are served the per-request variant (see below).
 *    The community: a verified learner's request is served the cached results of its query (below).
 *    Both by naming the page in a request header that next.config.ts's rewrites route on, never by
 *    `NextResponse.rewrite` (lib/routing/internal-routes.ts says why).
 * Apart from the community's cached results (checked here, see below), this is not a security boundary: data
 * access checks the user itself.
 */
export default async function proxy(request: NextRequest) {
  // A server action whose body Next.js cannot decode (over its 1 MB limit, not JSON, a reference to nothing,
  // nested thousands deep) would fail inside Next.js with a 500 before any of our code runs: answer what it is.
  // Every request Next.js would decode as an action comes here, whatever its address (see the matcher).
  const refusal = await actionRequestRefusal(request);
  if (refusal) return new NextResponse(REFUSALS[refusal], { status: refusal });
  const [, locale, ...rest] = request.nextUrl.pathname.split('/');
  // next-intl only for an address without a locale: the redirect to the visitor's language. Not for the
  // addresses the proxy runs for only to check an action (the API, files): they are answered where they are.
  if (!isLocale(locale))
    return LOCALE_REDIRECT.test(request.nextUrl.pathname) ? intlMiddleware(request) : NextResponse.next();

  const path = `/${rest.join('/')}`;
  const signedIn = hasSessionCookie(request.cookies.getAll().map((cookie) => cookie.name));
  // Not for a server action: its caller reads the action's answer ("unauthorized": the form says the session
  // ended and keeps what was typed), and a redirect to the login page is no answer it can read.
  if (isLoginRequired(path) && !signedIn && !request.headers.has('next-action')) {
    const login = new URL(`/${locale}/auth/login`, request.nextUrl);
    login.searchParams.set('redirect', `${request.nextUrl.pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(login);
  }

  const requestHeaders = new Headers(request.headers);
  // Which page serves the address (lib/routing/internal-routes.ts): only this proxy chooses, never the client.
  requestHeaders.delete(INTERNAL_ROUTE_HEADER);
  // A custom set's page is cached for guests (and link-preview bots); a visitor with a session gets the
  // per-request variant that knows who they are (owner actions, their private sets). Both check visibility.
  if (signedIn && isCustomSetPage(path)) requestHeaders.set(INTERNAL_ROUTE_HEADER, SET_VIEWER_ROUTE);
  // The community's cached results are for verified learners only, and this is where that is checked
  // (the session against the database, as every page does); typed directly they are a 404 (next.config.ts).
  // Any other session goes to the page that reads it; without one, the prerendered guest page is served as is.
  if (signedIn && COMMUNITY.test(path)) {
    if ((await sessionUserFromCookies(request.cookies))?.emailVerified) {
      const query = encodeCommunitySegment(parseCommunityQuery(request.nextUrl.searchParams));
      requestHeaders.set(INTERNAL_ROUTE_HEADER, communityResultsRoute(query));
    } else requestHeaders.set(INTERNAL_ROUTE_HEADER, COMMUNITY_SIGNED_IN_ROUTE);
  }

  requestHeaders.set('x-next-intl-locale', locale);
  // The address the visitor asked for (the page may be another one, see above), for ?redirect= after login.
  requestHeaders.set('x-kotonoha-path', `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  // The same address is the guest page for everybody else: no shared cache may keep a signed-in version.
  if (signedIn && COMMUNITY.test(path)) response.headers.set('cache-control', 'private, no-cache');

  // The locale cookie is kept by the page itself (lib/i18n/locale-cookie.ts), here as everywhere.
  return response;
}

/** The community page: prerendered for guests, routed per session above. */
const COMMUNITY = /^\/flash-cards\/custom\/?$/;

const REFUSALS = { 400: 'Invalid server action request', 413: 'Request body too large' } as const;

/** The addresses next-intl redirects to a locale: the matcher's first entry, which the proxy runs for. */
const LOCALE_REDIRECT = /^\/(?!en(?:\/|$)|vi(?:\/|$)|api\/|_next\/|_vercel\/|.*\..*)/;

/** /flash-cards/custom/{set}, not /new and not deeper pages (edit, tests). */
function isCustomSetPage(path: string): boolean {
  const match = /^\/flash-cards\/custom\/([^/]+)\/?$/.exec(path);
  return match !== null && match[1] !== 'new';
}

/**
 * Addresses without a locale (for the redirect), and under a locale only the screens the proxy decides
 * something for: login-required ones, the custom sets' forms and tests, auth, and — only for a request with a
 * session cookie — the community and the set pages (a guest's request is served their cached page as it is).
 * Everything else under /en and /vi (home, About, the built-in flash cards, their tests, the conjugation
 * quizzes) is a prerendered file Next.js serves without running this. Keep in step with lib/auth/routes.ts;
 * the cookie names are SESSION_COOKIE_NAMES (lib/routing/internal-routes.ts: Next.js reads this object as a
 * literal, so they are spelled out).
 */
export const config = {
  matcher: [
    '/((?!en(?:/|$)|vi(?:/|$)|api/|_next/|_vercel/|.*\\..*).*)',
    '/:locale(en|vi)/my-flash-card/:path*',
    '/:locale(en|vi)/flash-cards/custom/new',
    '/:locale(en|vi)/flash-cards/custom/:set/:path+',
    { source: '/:locale(en|vi)/flash-cards/custom/:set?', has: [{ type: 'cookie', key: 'authjs.session-token' }] },
    {
      source: '/:locale(en|vi)/flash-cards/custom/:set?',
      has: [{ type: 'cookie', key: '__Secure-authjs.session-token' }],
    },
    '/:locale(en|vi)/auth/:path*',
    // Whatever Next.js would decode as a server action, at any address (it forwards an action to its page), for
    // the check of its body: a call from the browser, and a form posted without JavaScript.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
};

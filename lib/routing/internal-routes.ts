/**
 * How the proxy sends a request to a page other than the one its address names (an internal route), without
 * `NextResponse.rewrite`: the proxy only sets INTERNAL_ROUTE_HEADER on the request, and the rewrites below
 * (next.config.ts, `beforeFiles`, which Next.js applies after the proxy) route on it.
 *
 * Why not a rewrite from the proxy: Next.js forwards a proxy's rewrite over the network, as if it were to
 * another site, when `next start` was given a loopback hostname (`-H 127.0.0.1`, `-H ::1`), because it compares
 * the proxy's URL (its hostname normalized to `localhost`) with the server's own (`127.0.0.1`); behind a proxy
 * that terminates TLS (`X-Forwarded-Proto: https`) that request fails and the page answers 500
 * (vercel/next.js#94745, open). A rewrite from next.config.ts is resolved inside the server, whatever its
 * hostname. tests/e2e/loopback.spec.ts starts such servers.
 *
 * The header is trusted only because the proxy runs for every address these rules match (its matcher) and
 * always replaces what the client sent (proxy.ts); tests/unit/internal-routes.test.ts checks the matcher
 * covers them. Client- and config-safe: no imports.
 */
export const INTERNAL_ROUTE_HEADER = 'x-kotonoha-route';

/** The header's value that sends a verified member's community request to its query's cached results. */
export const communityResultsRoute = (segment: string) => `community-results/${segment}`;

/**
 * The community for a visitor whose session cookie the proxy could not take as a verified member's (an
 * unverified account, an ended session): the page that reads the session and says what to do. Everybody else
 * without a session gets the prerendered guest page at the address itself.
 */
export const COMMUNITY_SIGNED_IN_ROUTE = 'community-signed-in';

/** A set page for a visitor with a session: the per-request variant that knows who they are. */
export const SET_VIEWER_ROUTE = 'set-viewer';

/**
 * Auth.js's session cookie, plain and behind https. The proxy runs for the community and the set pages only when
 * a request carries one (proxy.ts's matcher spells the same names; a guest's request is served the cached page
 * without it), so each rule below that routes on the header also requires one: with no session cookie the proxy
 * did not run and the header is the client's own.
 */
export const SESSION_COOKIE_NAMES = ['authjs.session-token', '__Secure-authjs.session-token'] as const;

type Condition = { type: 'header'; key: string; value: string } | { type: 'cookie'; key: string };

type Rewrite = {
  source: string;
  destination: string;
  has?: Condition[];
};

/** The rule once per session cookie name (the conditions of one rule must all hold). */
const withSessionCookie = (rule: Rewrite): Rewrite[] =>
  SESSION_COOKIE_NAMES.map((key) => ({ ...rule, has: [...(rule.has ?? []), { type: 'cookie', key }] }));

/** The rewrites next.config.ts applies `beforeFiles`, in this order. */
export const internalRewrites: Rewrite[] = [
  // The cached results and the signed-in page are served only through the rules below: typed, they are the 404
  // screen. (First, so that the rules below, which rewrite to them, come after them.)
  {
    source: '/:locale(en|vi)/flash-cards/custom/browse/:path*',
    destination: '/:locale/not-found',
  },
  {
    source: '/:locale(en|vi)/flash-cards/custom/signed-in',
    destination: '/:locale/not-found',
  },
  ...withSessionCookie({
    source: '/:locale(en|vi)/flash-cards/custom',
    has: [{ type: 'header', key: INTERNAL_ROUTE_HEADER, value: COMMUNITY_SIGNED_IN_ROUTE }],
    destination: '/:locale/flash-cards/custom/signed-in',
  }),
  ...withSessionCookie({
    source: '/:locale(en|vi)/flash-cards/custom',
    has: [{ type: 'header', key: INTERNAL_ROUTE_HEADER, value: communityResultsRoute('(?<query>q[A-Za-z0-9_-]*)') }],
    destination: '/:locale/flash-cards/custom/browse/:query',
  }),
  ...withSessionCookie({
    source: '/:locale(en|vi)/flash-cards/custom/:set',
    has: [{ type: 'header', key: INTERNAL_ROUTE_HEADER, value: SET_VIEWER_ROUTE }],
    destination: '/:locale/flash-cards/custom/:set/viewer',
  }),
];

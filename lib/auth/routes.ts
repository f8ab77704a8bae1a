// Which screens need a session. Client- and proxy-safe: no I/O.

/** Locale-less path prefixes that require login; a guest is sent to the login page. */
const LOGIN_REQUIRED = [
  /^\/my-flash-card(\/|$)/,
  /^\/flash-cards\/custom\/new(\/|$)/,
  /^\/flash-cards\/custom\/[^/]+\/edit(\/|$)/,
  /^\/auth\/(set-password|change-password|verify-email)(\/|$)/,
];

/** Screens only for guests: a signed-in visitor goes on to `redirect` or /flash-cards. */
const GUEST_ONLY = [/^\/auth\/(login|signup)(\/|$)/];

export function isLoginRequired(path: string): boolean {
  return LOGIN_REQUIRED.some((pattern) => pattern.test(path));
}

export function isGuestOnly(path: string): boolean {
  return GUEST_ONLY.some((pattern) => pattern.test(path));
}

/**
 * Whether the request carries an Auth.js session cookie at all (plain or `__Secure-`, whole or
 * chunked). Cheap and unverified: enough for the proxy's redirect, never for access decisions.
 */
export function hasSessionCookie(names: Iterable<string>): boolean {
  for (const name of names) {
    if (/^(__Secure-)?authjs\.session-token(\.\d+)?$/.test(name)) return true;
  }
  return false;
}

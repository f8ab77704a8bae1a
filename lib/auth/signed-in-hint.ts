/**
 * Pages are static and the header learns who is signed in from /api/auth/session after load, so a signed-in
 * visitor used to see "Log in" for a moment on every page. The header leaves this cookie (a hint for the UI,
 * not a credential: the session cookie is HttpOnly and checked by the server) once the session is known; an
 * inline script at the top of <body> copies it to <html data-signed-in>, and CSS keeps the "Log in" link
 * invisible until the session read answers (app/globals.css).
 */
import { forgetAccount } from '@/lib/offline/account';

const SIGNED_IN_HINT_COOKIE = 'kotonoha-signed-in';

/** Runs before the header is parsed: no flash of "Log in" for a returning, signed-in visitor. */
export const SIGNED_IN_HINT_SCRIPT = `document.cookie.split('; ').indexOf('${SIGNED_IN_HINT_COOKIE}=1')>=0&&document.documentElement.setAttribute('data-signed-in','')`;

/**
 * Stores what the session read found, for the next page's first paint. Signed out, the copies of the account's
 * data kept for offline use go too (lib/offline/account.ts; its unsent outbox entries stay for it).
 */
export function rememberSignedIn(signedIn: boolean): void {
  if (!signedIn) forgetAccount();
  const maxAge = signedIn ? 60 * 60 * 24 * 30 : 0; // the session's own lifetime
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${signedIn ? 1 : 0}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
  document.documentElement.toggleAttribute('data-signed-in', signedIn);
}

/** What the last session read found (client-side only; a hint, so a caller must cope with being wrong). */
export function signedInHint(): boolean {
  return document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

/**
 * Whether a session may be there, without asking the account-only route as a guest (its 401 is an error line in
 * the browser's console): the hint when it says so, else Auth.js's session read, which answers a guest with
 * `null`. Null when that read failed.
 */
export async function maySignedIn(): Promise<boolean | null> {
  if (signedInHint()) return true;
  const response = await fetch('/api/auth/session', { cache: 'no-store' }).catch(() => null);
  if (!response?.ok) return null;
  const session = (await response.json().catch(() => null)) as { user?: unknown } | null;
  return Boolean(session?.user);
}

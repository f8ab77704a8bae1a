import { decodeSessionCookie } from './session-token-cache';

/** Auth.js's session cookie: with the __Secure- prefix behind https. */
export const SESSION_COOKIES = ['__Secure-authjs.session-token', 'authjs.session-token'];
/** The session cookie is re-issued (its 30 days start again) at most this often. */
const REFRESH_EVERY_SECONDS = 24 * 60 * 60;

const cookieValue = (header: string, name: string) =>
  header
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/**
 * Auth.js answers every GET /api/auth/session (the header's account menu asks on load, on focus and every
 * five minutes) with a freshly issued session cookie. When that answer crosses a sign-out in flight, it lands
 * after the sign-out's deletion and signs the user back in. Re-issuing only once the token is a day old keeps
 * sessions rolling (30 days from the last visit, to the day) and takes the race away for every session
 * refreshed within the day.
 */
export async function withoutRecentSessionRefresh(request: Request, response: Response): Promise<Response> {
  const sent = request.headers.get('cookie') ?? '';
  const name = SESSION_COOKIES.find((cookie) => cookieValue(sent, cookie));
  if (!name) return response;
  const token = await decodeSessionCookie(cookieValue(sent, name)!, name);
  const issuedAt = typeof token?.iat === 'number' ? token.iat : 0;
  if (Date.now() / 1000 - issuedAt >= REFRESH_EVERY_SECONDS) return response;
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  for (const cookie of response.headers.getSetCookie()) {
    if (!cookie.startsWith(`${name}=`)) headers.append('set-cookie', cookie);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

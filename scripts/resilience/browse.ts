/**
 * Reading traffic, each request one sample:
 *  - visitors reading built-in pages (prerendered: they must keep working whatever the database does);
 *  - signed-in visitors: a real credentials sign-in over HTTP, then the community page and "my sets",
 *    which read PostgreSQL on every request.
 */
import { randomInt } from 'node:crypto';

export interface Sample {
  kind: 'browse' | 'signin' | 'save';
  what: string;
  /** ms since the start of the run, when the request was sent and when its outcome was known */
  t: number;
  end: number;
  ok: boolean;
  status?: number;
  error?: string;
  /** A 5xx page that is the app's "Oops" screen (not a bare crash). */
  oopsScreen?: boolean;
}

/**
 * A server component that throws outside a Suspense boundary makes Next.js answer 500 with the app's own
 * document carrying the error (its digest) to the nearest error boundary, which the browser renders as the
 * Oops screen; a bare crash is a plain "Internal Server Error" text. The writers check the rendered
 * screen itself in Chromium (writers.ts).
 */
function isErrorDocument(body: string): boolean {
  return body.includes('data-screen="error"') || (body.startsWith('<!DOCTYPE html>') && /\\?"digest\\?":/.test(body));
}

const BUILT_IN = ['/en/about', '/en/jp/flash-card/kanji/n5/1', '/vi/jp/conjugation/verb', '/en/flash-cards'];
const REQUEST_TIMEOUT_MS = 10_000;

type Clock = () => number;

async function timedGet(
  base: string,
  path: string,
  samples: Sample[],
  now: Clock,
  kind: Sample['kind'],
  cookie?: string,
) {
  const t = now();
  try {
    const response = await fetch(`${base}${path}`, {
      headers: cookie ? { cookie } : {},
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await response.text();
    samples.push({
      kind,
      what: `GET ${path}`,
      t,
      end: now(),
      ok: response.status === 200,
      status: response.status,
      oopsScreen: response.status >= 500 && isErrorDocument(body),
    });
    return response.status === 200;
  } catch (error) {
    const cause = (error as Error).cause;
    samples.push({ kind, what: `GET ${path}`, t, end: now(), ok: false, error: String(cause ?? error) });
    await new Promise((r) => setTimeout(r, 100));
    return false;
  }
}

export async function runBrowsing(base: string, samples: Sample[], now: Clock, stop: () => boolean): Promise<void> {
  for (let i = 0; !stop(); i++) await timedGet(base, BUILT_IN[i % BUILT_IN.length], samples, now, 'browse');
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]);

/**
 * Auth.js's credentials sign-in as a script does it: CSRF token, then the form post. Resolves with the answer to
 * the post (a session cookie when it worked). Each sign-in comes from its own client address unless `clientIp` is
 * given: the per-IP login limit is not what the resilience run measures.
 */
export async function postCredentials(
  base: string,
  email: string,
  password: string,
  clientIp = `10.77.${randomInt(256)}.${randomInt(1, 255)}`,
): Promise<Response> {
  const headers = { 'x-forwarded-for': clientIp };
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!csrf.ok) throw new Error(`csrf ${csrf.status}`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { ...headers, cookie: cookiesOf(csrf).join('; '), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${base}/en` }),
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await response.text();
  return response;
}

/** A credentials sign-in: the session cookie. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await postCredentials(base, email, password);
  const session = cookiesOf(response).find((c) => c.includes('session-token=') && !c.endsWith('='));
  if (!session) throw new Error(`no session (${response.status} ${response.headers.get('location') ?? ''})`);
  return session;
}

/** Sign-ins per user, below the login limit per email (10 per 15 minutes), which is not under test here. */
const SIGN_INS_PER_USER = 8;

/** Signs in (moving on to the next user before the per-email login limit), then reads a few pages. */
export async function runSignedInBrowsing(
  base: string,
  users: { email: string; password: string }[],
  samples: Sample[],
  now: Clock,
  stop: () => boolean,
): Promise<void> {
  let cookie: string | undefined;
  for (let i = 0; !stop(); i++) {
    const user = users[Math.floor(i / SIGN_INS_PER_USER)];
    if (user) {
      const t = now();
      try {
        cookie = await signIn(base, user.email, user.password);
        samples.push({ kind: 'signin', what: 'sign in', t, end: now(), ok: true });
      } catch (error) {
        samples.push({ kind: 'signin', what: 'sign in', t, end: now(), ok: false, error: String(error).slice(0, 200) });
        await new Promise((r) => setTimeout(r, 300));
        continue;
      }
    }
    if (!cookie) continue;
    for (let read = 0; read < 6 && !stop(); read++) {
      await timedGet(base, read % 2 ? '/en/my-flash-card' : '/en/flash-cards/custom', samples, now, 'browse', cookie);
    }
  }
}

/**
 * What the benchmark measures, and the data it needs in the database first: the community seed
 * (scripts/seed-custom-sets.ts: 1,000 users, 10,000 public sets, one public 100-card set), applied once per
 * benchmark database.
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';

import pg from 'pg';

import { BENCH_SET_ID, BENCH_USER, learnerEmail } from '../custom-sets-bench-data';
import type { LoadRequest } from './load';

export interface LoadTarget {
  name: string;
  /** What the table shows for the request (a path, or "POST /…"). */
  label: string;
  /**
   * What the page is held against, a bare Next.js page measured in the same rounds (index.ts):
   * small: a small prerendered page, ≥ 80 % of the bare static page's requests/s.
   * content: a prerendered or cached page carrying a unit-sized table, ≥ 90 % of a bare page serving the
   *   same number of HTML bytes (its cost beyond its bytes).
   * dynamic: rendered per request (or the session checked per request), ≥ 60 % of the bare dynamic page;
   *   also measured at 1 connection.
   * reference: measured like a dynamic page but not a target (a search no cache has seen).
   * action: the login POST, no target.
   */
  kind: 'small' | 'content' | 'dynamic' | 'reference' | 'action';
  request: LoadRequest;
}

export interface Fixtures {
  description: string;
  loadTargets: LoadTarget[];
  lighthousePages: { name: string; path: string }[];
}

/** The pages Lighthouse audits (the full run, and `--lighthouse-only`, which needs only the 100-card set). */
export const LIGHTHOUSE_PAGES: { name: string; path: string }[] = [
  { name: 'Home', path: '/en' },
  { name: 'About', path: '/en/about' },
  { name: 'Kanji unit', path: '/en/jp/flash-card/kanji/n5/1' },
  { name: 'Vocabulary unit', path: '/en/jp/flash-card/vocabulary/n5/1' },
  { name: 'Public 100-card set', path: `/en/flash-cards/custom/${BENCH_SET_ID}` },
  { name: 'Verb conjugation', path: '/en/jp/conjugation/verb' },
  { name: 'Written test (kanji unit)', path: '/en/jp/flash-card/kanji/n5/1/written-test' },
];

const SEEDED_USERS = 1000;
const SEEDED_SETS = 10_000;

async function seedOnce(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ sets: string }>(
      `SELECT count(*) AS sets FROM "FlashCardSet" s JOIN "User" u ON u.id = s."ownerId"
        WHERE u.email LIKE '%@seed.kotonoha.test' AND EXISTS (SELECT 1 FROM "FlashCardSet" WHERE id = $1)`,
      [BENCH_SET_ID],
    );
    if (Number(rows[0]?.sets) >= SEEDED_SETS) return;
  } finally {
    await client.end();
  }
  console.log('seeding the benchmark database (scripts/seed-custom-sets.ts)…');
  const seed = spawnSync(
    'npx',
    ['tsx', 'scripts/seed-custom-sets.ts', '--users', String(SEEDED_USERS), '--sets', String(SEEDED_SETS)],
    {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    },
  );
  if (seed.status !== 0) throw new Error('seeding failed');
}

/**
 * fetch, once more if the server closed a kept-alive connection as it was reused (after the seeding's pause,
 * longer than the server's keep-alive timeout, undici's pooled socket can be the closed one).
 */
async function fetchFresh(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const setCookies = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]);

/** Auth.js's credentials sign-in over HTTP; the session cookie. */
async function signIn(base: string, email: string, password: string): Promise<string> {
  const csrf = await fetchFresh(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetchFresh(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: setCookies(csrf).join('; '),
      // An address of its own: the login target's traffic of an earlier run must not have used up its limit.
      'x-forwarded-for': clientAddress(),
    },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: base }),
  });
  const session = setCookies(response).find((c) => c.startsWith('authjs.session-token=') && !c.endsWith('='));
  if (!session) throw new Error(`${email} could not sign in (${response.status} ${response.headers.get('location')})`);
  return session;
}

/**
 * The login POST as a browser's form sends it, each request as a different seeded learner from a different
 * client address, so the per-email and per-IP login limits (which would answer 429) stay out of the figure:
 * what is measured is a real sign-in, argon2id verification included.
 */
async function loginRequest(base: string): Promise<LoadRequest> {
  const csrf = await fetchFresh(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  let n = 0;
  return {
    url: `${base}/api/auth/callback/credentials`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: setCookies(csrf).join('; ') },
    perRequest: () => ({
      headers: { 'x-forwarded-for': clientAddress() },
      body: new URLSearchParams({
        csrfToken,
        email: learnerEmail(n++ % SEEDED_USERS),
        password: BENCH_USER.password,
        callbackUrl: `${base}/en/flash-cards`,
      }).toString(),
    }),
    // Auth.js answers both a sign-in and a refusal with a redirect: a success is one to the callback URL.
    expectRedirectTo: '/en/flash-cards',
  };
}

export async function prepareFixtures({ base, databaseUrl }: { base: string; databaseUrl: string }): Promise<Fixtures> {
  await seedOnce(databaseUrl);
  const cookie = await signIn(base, BENCH_USER.email, BENCH_USER.password);
  const page = (
    name: string,
    path: string,
    kind: LoadTarget['kind'],
    headers?: Record<string, string>,
  ): LoadTarget => ({
    name,
    label: path,
    kind,
    request: { url: `${base}${path}`, headers },
  });
  const signedIn = { cookie };
  // Searches the seed answers ("… words 123" matches a few sets), each asked once: 20,000 of them before
  // one comes back, more than any benchmark run sends, so every request renders and queries.
  let search = 0;
  const uncachedSearch = (): { path: string } => {
    const n = search++;
    const sort = Math.floor(n / SEEDED_SETS) % 2 === 0 ? 'newest' : 'mostCards';
    return { path: `/en/flash-cards/custom?${new URLSearchParams({ q: `words ${n % SEEDED_SETS}`, sort })}` };
  };
  return {
    description: `${SEEDED_USERS.toLocaleString('en')} users, ${SEEDED_SETS.toLocaleString('en')} public sets and a public 100-card set (scripts/seed-custom-sets.ts)`,
    loadTargets: [
      page('Home', '/en', 'small'),
      page('About', '/en/about', 'small'),
      page('Kanji unit', '/en/jp/flash-card/kanji/n5/1', 'content'),
      page('Vocabulary unit', '/en/jp/flash-card/vocabulary/n5/1', 'content'),
      page('Verb conjugation', '/en/jp/conjugation/verb', 'content'),
      page('Public 100-card set', `/en/flash-cards/custom/${BENCH_SET_ID}`, 'content'),
      page('Community, first page (signed in)', '/en/flash-cards/custom', 'dynamic', signedIn),
      page('Community, search (signed in)', '/en/flash-cards/custom?q=restaurant', 'dynamic', signedIn),
      page('Community as a guest', '/en/flash-cards/custom', 'dynamic'),
      {
        ...page(
          'Community, a new search every request (not cached)',
          '/en/flash-cards/custom?q=words+{n}',
          'reference',
        ),
        request: { url: `${base}/en/flash-cards/custom`, headers: signedIn, perRequest: uncachedSearch },
      },
      {
        name: 'Login',
        label: 'POST /api/auth/callback/credentials',
        kind: 'action',
        request: await loginRequest(base),
      },
    ],
    lighthousePages: LIGHTHOUSE_PAGES,
  };
}

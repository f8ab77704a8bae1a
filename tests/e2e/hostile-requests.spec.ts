// Property-based, over HTTP: every route handler and every page that reads its query string, sent hostile values
// (NUL and other control characters, numeric edge cases, crafted cursors). Always a clear answer — a page, a 4xx —
// never a 500.
import { existsSync, readFileSync, statSync } from 'node:fs';

import { expect, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';

import { hostileString } from '../support/hostile-input';
import { actions, pageFor } from './support/actions';
import { newSignedInPage } from './support/auth';
import { BASE_URL, SERVER_LOG } from './support/servers';

const numeric = fc.constantFrom('0', '-1', '1e300', '2147483648', '9007199254740993', 'NaN', '-0', '0x1f', '1.5');
const value = fc.oneof(
  { weight: 3, arbitrary: hostileString(60) },
  { weight: 2, arbitrary: numeric },
  { weight: 2, arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '%00', '\u0000'.repeat(3), '\ud800') },
);
const cursor = fc
  .record({
    s: fc.constantFrom('newest', 'mostCards'),
    k: fc.oneof(fc.constantFrom('1', 2 ** 31, 1e300, -1, '2026-01-01T00:00:00.000Z'), value),
    id: fc.oneof(fc.constantFrom('abcdefghijkl', 'a\u0000b'), value),
  })
  .map((c) => Buffer.from(JSON.stringify(c)).toString('base64url'));

const RUNS = 15;
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
// A path segment as a browser would send it (lone surrogates cannot be encoded: they become U+FFFD).
const segment = (text: string) => encodeURIComponent(text.toWellFormed()) || 'x';

/** Every address a generated value makes, for one route. */
const ROUTES: Record<string, fc.Arbitrary<string>> = {
  'best scores': fc
    .record({ source: fc.oneof(fc.constantFrom('kanji', 'custom'), value), set: value })
    .map((p) => `/api/test-results/best?${query(p)}`),
  'Open Graph image': value.map((id) => `/api/og/custom-set/${segment(id)}`),
  'Anki package of a set': value.map((id) => `/api/custom-sets/${segment(id)}/anki`),
  avatar: value.map((id) => `/api/avatars/${segment(id)}`),
  'verification link': fc
    .record({ token: value, locale: fc.oneof(fc.constantFrom('en', 'vi'), value) })
    .map((p) => `/api/account/verify-email?${query(p)}`),
  'review queue': fc
    .record({ locale: fc.oneof(fc.constantFrom('en', 'vi'), value), v: value })
    .map((p) => `/api/review/queue?${query(p)}`),
  'build id': value.map((v) => `/api/build-id?${query({ v })}`),
  'service worker': value.map((file) => `/serwist/${segment(file)}`),
  manifest: value.map((v) => `/manifest.webmanifest?${query({ v })}`),
  health: value.map((v) => `/api/health?${query({ v })}`),
  'Auth.js session': value.map((v) => `/api/auth/session?${query({ v })}`),
  'Auth.js providers': value.map((v) => `/api/auth/providers?${query({ v })}`),
  sitemap: value.map((v) => `/sitemap.xml?${query({ v })}`),
  robots: value.map((v) => `/robots.txt?${query({ v })}`),
  community: fc
    .record({ q: value, level: fc.oneof(numeric, value), sort: value, cursor: fc.oneof(cursor, value) })
    .map((p) => `/en/flash-cards/custom?${query(p)}`),
  'set page': value.map((id) => `/en/flash-cards/custom/${segment(id)}`),
  'reset page': value.map((token) => `/en/auth/reset-password?${query({ token })}`),
  'login page': value.map((redirect) => `/en/auth/login?${query({ redirect })}`),
};

async function expectNo500(request: APIRequestContext, addresses: string[]) {
  for (const address of addresses) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBeLessThan(500);
  }
}

test.describe.configure({ mode: 'serial' });

test('no route handler or query-reading page answers a hostile query with a 500, for a guest', async ({ request }) => {
  test.setTimeout(120_000);
  for (const [, addresses] of Object.entries(ROUTES)) await expectNo500(request, fc.sample(addresses, RUNS));
});

test('nor for a signed-in member (the cached community results, their scores)', async ({ browser }) => {
  test.setTimeout(120_000);
  const member = await newSignedInPage(browser);
  for (const name of ['best scores', 'review queue', 'community', 'set page', 'avatar', 'Anki package of a set']) {
    await expectNo500(member.request, fc.sample(ROUTES[name], RUNS));
  }
  const best = await member.request.get(`/api/test-results/best?${query({ source: 'custom', set: '\u0000' })}`);
  expect(best.status()).toBe(400);
  await member.context().close();
});

test("the smart paste's lookup answers hostile bodies with a 4xx, never a 500", async ({ browser }) => {
  test.setTimeout(120_000);
  const member = await newSignedInPage(browser);
  const words = fc.oneof(
    fc.array(value, { maxLength: 120 }),
    fc.array(fc.constantFrom('今日', '食べました', '\u0000', ' ', 'x'.repeat(40)), { maxLength: 120 }),
  );
  const bodies = fc.oneof(
    words.map((list) => JSON.stringify({ words: list })),
    value.map((text) => JSON.stringify({ words: text })),
    value,
    fc.constantFrom('', 'null', '[]', '{"words":null}', `{"words":[${'['.repeat(5000)}`),
  );
  for (const body of fc.sample(bodies, 40)) {
    const response = await member.request.post('/api/custom-sets/lookup', {
      headers: { 'content-type': 'application/json' },
      data: body,
    });
    expect(response.status(), body.slice(0, 80)).toBeLessThan(500);
  }
  await member.context().close();
});

test('the Anki routes that take a body answer hostile ones with a 4xx, never a 500', async ({ browser }) => {
  test.setTimeout(120_000);
  const member = await newSignedInPage(browser);
  const bodies = [
    ...fc.sample(value, RUNS),
    JSON.stringify({ name: 'x', cards: [{ word: '\u0000', pronunciation: 1, meaning: null, note: '' }] }),
    JSON.stringify({ name: '', cards: 'all' }),
    Buffer.from([0x50, 0x4b, 3, 4, 0xff, 0xff]),
  ];
  for (const data of bodies) {
    for (const address of ['/api/mistakes/anki', '/api/custom-sets/anki-import']) {
      const response = await member.request.post(address, { data });
      expect(response.status(), `${address} ${String(data).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(response.status(), address).toBeLessThan(500);
    }
  }
  await member.context().close();
});

test('a server action body over 1 MB is refused with 413, on a prerendered page as on a dynamic one', async ({
  request,
}) => {
  const body = JSON.stringify(['x'.repeat(1024 * 1024 + 10)]);
  for (const page of ['/en/jp/flash-card/kanji/n5/1/written-test', '/en/auth/login']) {
    const response = await request.post(page, {
      headers: {
        'next-action': '0'.repeat(42),
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
      },
      data: body,
    });
    expect(response.status(), page).toBe(413);
  }
});

/** What the server logs from now on (nothing when it was not started by this run: see SERVER_LOG). */
function serverLogFromNow(): () => string {
  const start = existsSync(SERVER_LOG) ? statSync(SERVER_LOG).size : 0;
  return () => (existsSync(SERVER_LOG) ? readFileSync(SERVER_LOG).subarray(start).toString() : '');
}

test('an address that cannot be decoded is the 404 screen of its language, never a 500', async ({ request, page }) => {
  const english = ['/en/%E0%A4%A', '/en/%ZZ', '/en/flash-cards/custom/%', '/%ZZ', '/api/avatars/%C0', '/_next/%E0'];
  const vietnamese = ['/vi/jp/%C0', '/vi/%ED%A0%80', '/vi/auth/login%FF'];
  for (const [addresses, title] of [
    [english, 'Page not found'],
    [vietnamese, 'Không tìm thấy trang'],
  ] as const) {
    for (const address of addresses) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(404);
      expect(await response.text(), address).toContain(`<title>${title} | Kotonoha</title>`);
    }
  }
  // Any such address, and the screen a visitor sees.
  const byte = fc.integer({ min: 0x80, max: 0xff }).map((value) => `%${value.toString(16)}`);
  const broken = fc.tuple(fc.constantFrom('/en/', '/vi/jp/', '/'), fc.constantFrom('%', '%Z', '%e9%9', '%C0%80'), byte);
  await expectNo500(
    request,
    fc.sample(
      broken.map((parts) => parts.join('')),
      20,
    ),
  );
  await page.goto('/vi/jp/%C0');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Không tìm thấy trang');
});

/** Bodies that are no call Next.js can decode: each is refused by the proxy (lib/actions/action-request.ts). */
const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const INVALID_BODIES: Record<string, string> = {
  empty: '',
  'not JSON': 'not json',
  'broken JSON': '["a",',
  'not a list': '"x"',
  null: 'null',
  'a file that is not there': '["$B1"]',
  'a promise that never comes': '["$@1"]',
  'a row that is not there': '["$1"]',
  'a path to nothing': '[{"a":1},"$0:0:b"]',
  'a Map': '["$Q1"]',
  'a temporary reference': '["$T"]',
  'nested 5,000 deep': `[${deep(5000)}]`,
  'objects nested 3,000 deep': `[${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}]`,
};
const multipart = (...entries: [string, string][]) => {
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value);
  return form;
};
const INVALID_FORMS: Record<string, () => FormData> = {
  'no arguments': () => multipart(['1', '[]']),
  'a dangling FormData reference and a file': () => multipart(['0', '["$K1","$B2"]']),
  'a row after the arguments': () => multipart(['0', '["$1"]'], ['1', '{}']),
  'nested 5,000 deep': () => multipart(['0', `[${deep(5000)}]`]),
};

test('a server action sent what Next.js cannot decode answers 400, for every action, with no error logged', async ({
  playwright,
}) => {
  test.setTimeout(180_000);
  const logged = serverLogFromNow();
  const guest = await playwright.request.newContext({ baseURL: BASE_URL });
  let sent = 0;
  const post = async (action: string, body: string | FormData) => {
    const response = await guest.post(pageFor(action, 'AbCdEf123456'), {
      headers: {
        'Next-Action': actions.get(action)!.id,
        Accept: 'text/x-component',
        Origin: BASE_URL,
        'X-Request-ID': `hostile-action-${sent++}`,
        ...(typeof body === 'string' ? { 'Content-Type': 'text/plain;charset=UTF-8' } : {}),
      },
      ...(typeof body === 'string' ? { data: body } : { multipart: body }),
      maxRedirects: 0,
    });
    return { status: response.status(), body: await response.text() };
  };
  for (const action of actions.keys()) {
    for (const [name, body] of Object.entries(INVALID_BODIES)) {
      expect((await post(action, body)).status, `${action}: ${name}`).toBe(400);
    }
    for (const [name, body] of Object.entries(INVALID_FORMS)) {
      expect((await post(action, body())).status, `${action}: ${name} (multipart)`).toBe(400);
    }
  }
  // What decodes but is not the form's data: the Google sign-in answers 'invalid', as any action does.
  for (const args of [[], ['x'], [{ redirect: '/en' }], [[[[[]]]]]]) {
    const { status, body } = await post('googleSignInAction', JSON.stringify(args));
    expect(status, JSON.stringify(args)).toBe(200);
    expect(body).toContain('"error":"invalid"');
  }
  // A form posted without JavaScript whose action, or whose body, does not decode.
  const page = '/en/auth/login';
  const forms = [
    multipart(['$ACTION_REF_1', ''], ['$ACTION_1:0', `{"id":"${actions.get('loginAction')!.id}","bound":"$@1"}`]),
    multipart(['$ACTION_REF_1', ''], ['$ACTION_1:0', 'not json']),
  ];
  for (const form of forms) {
    const response = await guest.post(page, {
      multipart: form,
      headers: { 'X-Request-ID': `hostile-action-${sent++}` },
    });
    expect(response.status()).toBe(400);
  }
  const broken = await guest.post(page, {
    headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'X-Request-ID': `hostile-action-${sent++}` },
    data: '--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]',
  });
  expect(broken.status()).toBe(400);

  await guest.dispose();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(
    logged()
      .split('\n')
      .filter((line) => line.includes('hostile-action-')),
  ).toEqual([]);
});

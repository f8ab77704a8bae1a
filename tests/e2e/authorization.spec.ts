/**
 * The authorization matrix: every server action of the build and every route handler, called over HTTP the
 * way an attacker would (no UI), as a guest, an unverified user, another user and the owner. Only the owner
 * succeeds on the owner's set; the others get `unauthorized` / `unverified` / `notFound` (401 / 404 for
 * routes), and the set is unchanged afterwards.
 *
 * The actions come from the build's own manifest (.next/server/server-reference-manifest.json), so an action
 * added without a row here fails the first test instead of going unchecked.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

import { actions, callAction, setInput } from './support/actions';
import { newSignedInPage as newUserPage } from './support/auth';
import { BASE_URL } from './support/servers';

/** Actions that act on a set given by id: only its owner may. */
const SET_ACTIONS = ['saveSetAction', 'deleteSetAction', 'duplicateSetAction', 'setVisibilityAction', 'saveTestResult'];
/** Actions on the caller's own account (they take no user or set id): without a session, 'unauthorized' ("User not found. Please log in again."). */
const ACCOUNT_ACTIONS = [
  'changePasswordAction',
  'setPasswordAction',
  'changeEmailAction',
  'resendVerificationAction',
  'deleteAccountAction',
  'signOutEverywhereAction',
];
/** Open to guests by design: signing in and up, asking for a reset link, a reset with the mailed token. */
const PUBLIC_ACTIONS = [
  'loginAction',
  'signUpAction',
  'forgotPasswordAction',
  'resetPasswordAction',
  'googleSignInAction',
  'signOutAction',
];

type Actor = 'guest' | 'unverified' | 'other' | 'owner';

test.describe.configure({ mode: 'serial' });

test('every server action of the build is in the matrix', () => {
  expect([...actions.keys()].sort()).toEqual([...SET_ACTIONS, ...ACCOUNT_ACTIONS, ...PUBLIC_ACTIONS].sort());
});

test('only the owner can act on a set; guests, unverified users and other users change nothing', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const owner = await newUserPage(browser);
  const other = await newUserPage(browser);
  const unverified = await newUserPage(browser, { verify: false });
  const guest = await playwright.request.newContext({ baseURL: BASE_URL });
  const requestOf: Record<Actor, APIRequestContext> = {
    guest,
    unverified: unverified.request,
    other: other.request,
    owner: owner.request,
  };

  const created = await callAction(owner.request, 'saveSetAction', [setInput('Private matrix set'), null], 'new');
  expect(created.result, created.body.slice(0, 300)).toMatchObject({ ok: true });
  const setId = (created.result as { id: string }).id;

  const testResult = {
    testKind: 'written',
    source: 'custom',
    setKey: setId,
    unitKey: '',
    correct: 1,
    answered: 2,
    total: 2,
    durationMs: 5000,
  };
  const attempts: [string, unknown[]][] = [
    ['saveSetAction', [setInput('Taken over'), { id: setId, version: 0 }]],
    ['setVisibilityAction', [setId, 'everyone']],
    ['duplicateSetAction', [setId]],
    ['saveTestResult', [testResult]],
    ['deleteSetAction', [setId]],
  ];
  const refusals: Record<Exclude<Actor, 'owner'>, (action: string) => string> = {
    guest: () => 'unauthorized',
    // Test results need a session only; the set is still someone else's private set.
    unverified: (action) => (action === 'saveTestResult' ? 'notFound' : 'unverified'),
    other: () => 'notFound',
  };
  for (const actor of ['guest', 'unverified', 'other'] as const) {
    for (const [action, args] of attempts) {
      const { result, body } = await callAction(requestOf[actor], action, args, setId, actor === 'guest');
      expect(result, `${action} as ${actor}: ${body.slice(0, 200)}`).toEqual({
        ok: false,
        error: refusals[actor](action),
      });
    }
  }

  // Nothing changed: the set is still private, named as before, with no copy and no result of others.
  for (const actor of ['guest', 'unverified', 'other'] as const) {
    expect((await requestOf[actor].get(`/en/flash-cards/custom/${setId}`)).status(), actor).toBe(404);
    expect((await requestOf[actor].get(`/api/og/custom-set/${setId}`)).status(), actor).toBe(404);
    const edit = await requestOf[actor].get(`/en/flash-cards/custom/${setId}/edit`, { maxRedirects: 0 });
    expect([307, 404], actor).toContain(edit.status());
  }
  const ownPage = await owner.request.get(`/en/flash-cards/custom/${setId}`);
  expect(ownPage.status()).toBe(200);
  expect(await ownPage.text()).toContain('Private matrix set');
  await other.goto('/en/my-flash-card');
  await expect(other.getByText('Oops! You have no flashcard sets')).toBeVisible();

  // The owner succeeds at each of them (delete last).
  for (const [action, args] of attempts) {
    const { result, body } = await callAction(owner.request, action, args, setId);
    expect(result, `${action} as owner: ${body.slice(0, 200)}`).toMatchObject({ ok: true });
  }
  expect((await owner.request.get(`/en/flash-cards/custom/${setId}`)).status()).toBe(404);
  await guest.dispose();
});

test('the community’s results are for verified learners only, at one address, never kept by a shared cache', async ({
  browser,
  playwright,
}) => {
  const guest = await playwright.request.newContext({ baseURL: BASE_URL });
  const forged = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { cookie: 'authjs.session-token=forged' },
  });
  // The header the proxy names the members' results with (lib/routing/internal-routes.ts), sent by a client.
  const forgedRoute = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'x-kotonoha-route': 'community-results/q' },
  });
  const unverified = await newUserPage(browser, { verify: false });
  const member = await newUserPage(browser);

  // A guest, or a made-up session cookie or route header, gets the page that explains the community, not the list.
  for (const [who, request] of [
    ['guest', guest],
    ['forged cookie', forged],
    ['forged route header', forgedRoute],
  ] as const) {
    const response = await request.get('/en/flash-cards/custom?q=words');
    expect(response.status(), who).toBe(200);
    const html = await response.text();
    expect(html, who).toContain('Log in to browse');
    expect(html, who).not.toContain('Search by name or description');
  }
  const toVerify = await unverified.request.get('/en/flash-cards/custom?q=words', { maxRedirects: 0 });
  expect(toVerify.status()).toBe(307);
  expect(toVerify.headers().location).toContain('/auth/verify-email');

  const results = await member.request.get('/en/flash-cards/custom?q=words');
  expect(results.status()).toBe(200);
  expect(await results.text()).toContain('Search by name or description');
  expect(results.headers()['cache-control']).toBe('private, no-cache');
  // The cached results' own address (where the proxy sends members) answers nobody, members included.
  for (const request of [guest, forged, forgedRoute, unverified.request, member.request]) {
    expect((await request.get('/en/flash-cards/custom/browse/q')).status()).toBe(404);
    expect((await request.get('/en/dark-indigo/flash-cards/custom/browse/q')).status()).toBe(404);
  }
  await Promise.all([
    guest.dispose(),
    forged.dispose(),
    forgedRoute.dispose(),
    unverified.context().close(),
    member.context().close(),
  ]);
});

test('account actions need a session', async ({ playwright }) => {
  const guest = await playwright.request.newContext({ baseURL: BASE_URL });
  const inputs: Record<string, unknown[]> = {
    changePasswordAction: [
      { currentPassword: 'Kotonoha#2024', password: 'Other#Pass1', confirmPassword: 'Other#Pass1' },
    ],
    setPasswordAction: [{ password: 'Other#Pass1', confirmPassword: 'Other#Pass1' }],
    changeEmailAction: [{ email: 'someone-else@example.test' }],
    resendVerificationAction: [],
    deleteAccountAction: [{ email: 'someone@example.test' }],
    signOutEverywhereAction: [],
  };
  for (const action of ACCOUNT_ACTIONS) {
    const { result, body } = await callAction(guest, action, inputs[action], 'none', true);
    expect(result, `${action} as guest: ${body.slice(0, 200)}`).toEqual({ ok: false, error: 'unauthorized' });
  }
  await guest.dispose();
});

test('route handlers give nothing personal to the wrong caller', async ({ browser, playwright }) => {
  const owner = await newUserPage(browser);
  const created = await callAction(owner.request, 'saveSetAction', [setInput('Scored set'), null], 'new');
  const setId = (created.result as { id: string }).id;
  const result = {
    testKind: 'written',
    source: 'custom',
    setKey: setId,
    unitKey: '',
    correct: 2,
    answered: 2,
    total: 2,
    durationMs: 4000,
  };
  expect((await callAction(owner.request, 'saveTestResult', [result], setId)).result).toEqual({ ok: true });

  const best = `/api/test-results/best?source=custom&set=${setId}`;
  expect(await (await owner.request.get(best)).json()).toEqual({ scores: { '': 100 } });
  const other = await newUserPage(browser);
  expect(await (await other.request.get(best)).json()).toEqual({ scores: {} });
  const guest = await playwright.request.newContext({ baseURL: BASE_URL });
  const guestBest = await guest.get(best);
  expect(await guestBest.json()).toEqual({ scores: {} });
  expect(guestBest.headers()['cache-control']).toContain('no-store');
  expect((await guest.get('/api/test-results/best?source=custom&set=')).status()).toBe(400);
  // The verification link works only with its token.
  const verify = await guest.get('/api/account/verify-email?token=made-up', { maxRedirects: 0 });
  expect(verify.status()).toBe(303);
  // Relative, so the browser stays on the origin it used (127.0.0.1 is not sent to localhost).
  expect(verify.headers().location).toBe('/en/auth/email-verified?status=invalid');
  // Auth.js's own session endpoint: nothing for a forged cookie.
  const session = await guest.get('/api/auth/session', { headers: { Cookie: 'authjs.session-token=forged' } });
  expect(await session.json()).toBeNull();
  await guest.dispose();
});

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
/** Actions that create sets of the caller's own: a verified account only. */
const NEW_SET_ACTIONS = ['importAnkiSetsAction'];
/** Actions on the caller's own account (they take no user or set id): without a session, 'unauthorized' ("User not found. Please log in again."). */
const ACCOUNT_ACTIONS = [
  'changePasswordAction',
  'setPasswordAction',
  'changeEmailAction',
  'resendVerificationAction',
  'deleteAccountAction',
  'signOutEverywhereAction',
  'saveDisplayNameAction',
  'uploadAvatarAction',
  'removeAvatarAction',
];
/**
 * The review schedule: each acts on the caller's own reviews only (no user id is ever taken), so another learner
 * reads and changes nothing of anybody else's; without a session, 'unauthorized'.
 */
const REVIEW_ACTIONS = [
  'gradeReviewAction',
  'addDeckAction',
  'removeDeckAction',
  'saveReviewSettingsAction',
  'mergeGuestReviewsAction',
  'saveStudyMarksAction',
  'mergeStudyMarksAction',
];
/** The mistakes bank: each acts on the caller's own items (no user id is taken); without a session, 'unauthorized'. */
const MISTAKE_ACTIONS = [
  'recordMistakeAction',
  'forgetMistakeAction',
  'retryMistakeAction',
  'removeMistakesAction',
  'mergeGuestMistakesAction',
];
/**
 * Open to guests by design: signing in and up, asking for a reset link, a reset with the mailed token, and the
 * content of built-in and public cards for a guest's reviews.
 */
const PUBLIC_ACTIONS = [
  'guestCardContentsAction',
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
  expect([...actions.keys()].sort()).toEqual(
    [
      ...SET_ACTIONS,
      ...NEW_SET_ACTIONS,
      ...ACCOUNT_ACTIONS,
      ...REVIEW_ACTIONS,
      ...MISTAKE_ACTIONS,
      ...PUBLIC_ACTIONS,
    ].sort(),
  );
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
    expect((await requestOf[actor].get(`/api/custom-sets/${setId}/anki`)).status(), actor).toBe(404);
    const edit = await requestOf[actor].get(`/en/flash-cards/custom/${setId}/edit`, { maxRedirects: 0 });
    expect([307, 404], actor).toContain(edit.status());
  }
  const ownPackage = await owner.request.get(`/api/custom-sets/${setId}/anki`);
  expect(ownPackage.status()).toBe(200);
  expect(ownPackage.headers()['cache-control']).toBe('private, no-store');
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
    saveDisplayNameAction: [{ name: 'Intruder' }],
    // Files travel as multipart form data; refused before the argument is even read.
    uploadAvatarAction: [],
    removeAvatarAction: [],
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
  expect(await (await owner.request.get(best)).json()).toEqual({
    scores: { '': { written: 100, last: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } },
  });
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
  // The balancer's health check: open to anybody, so it says what is up and nothing else (no addresses, no
  // errors, no user), the same for a guest as for a signed-in member, and is never cached.
  const health = await guest.get('/api/health');
  expect(health.status()).toBe(200);
  expect(health.headers()['cache-control']).toContain('no-store');
  const report = await health.json();
  expect(Object.keys(report).sort()).toEqual(['build', 'cache', 'database', 'status', 'uptimeSeconds']);
  expect(report).toMatchObject({ status: 'ok', database: { state: 'up' }, cache: { kind: 'memory' } });
  const asOwner = await (await owner.request.get('/api/health')).json();
  expect(Object.keys(asOwner).sort()).toEqual(Object.keys(report).sort());
  expect(JSON.stringify(asOwner)).not.toContain(setId);
  await guest.dispose();
});

test("a learner can never read or change another learner's reviews", async ({ browser, playwright }) => {
  test.setTimeout(90_000);
  const owner = await newUserPage(browser);
  const other = await newUserPage(browser);
  const guest = await playwright.request.newContext({ baseURL: BASE_URL });
  const deck = { kind: 'kanji', deckKey: 'n5/1' };
  const created = await callAction(owner.request, 'saveSetAction', [setInput('Private review set'), null], 'new');
  const setId = (created.result as { id: string }).id;
  const privateDeck = { kind: 'custom', deckKey: setId };
  expect((await callAction(owner.request, 'addDeckAction', [deck], 'none')).result).toMatchObject({ ok: true });
  expect((await callAction(owner.request, 'addDeckAction', [privateDeck], 'none')).result).toMatchObject({ ok: true });
  const queue = (await (await owner.request.get('/api/review/queue?locale=en')).json()) as {
    cards: { kind: string; cardKey: string; state: { reps: number } }[];
  };
  const first = queue.cards.find((card) => card.kind === 'kanji')!;
  const privateCard = queue.cards.find((card) => card.kind === 'custom')!;
  const grade = (key: string) => ({ card: first, rating: 3, idempotencyKey: key, timeZone: 'UTC' });
  const markDeck = { source: 'custom', setKey: setId, unitKey: '' };
  const ownMarks = { [privateCard.cardKey]: 'known' };
  expect((await callAction(owner.request, 'saveStudyMarksAction', [markDeck, ownMarks], 'none')).result).toEqual({
    ok: true,
  });
  expect((await callAction(owner.request, 'gradeReviewAction', [grade('owner-grade-1')], 'none')).result).toMatchObject(
    {
      ok: true,
      duplicate: false,
    },
  );

  const inputs: Record<string, unknown[]> = {
    gradeReviewAction: [grade('other-grade-1')],
    addDeckAction: [privateDeck],
    removeDeckAction: [deck],
    saveReviewSettingsAction: [
      { newPerDay: 0, desiredRetention: 0.8, side: 'back', typedAnswers: true, writeKanji: true, listening: true },
    ],
    saveStudyMarksAction: [markDeck, {}],
    mergeStudyMarksAction: [markDeck, { [privateCard.cardKey]: 'learning' }],
    mergeGuestReviewsAction: [
      {
        decks: [privateDeck],
        cards: [{ ...privateCard, deckKey: setId }],
        logs: [],
        timeZone: 'UTC',
      },
    ],
  };
  for (const action of REVIEW_ACTIONS) {
    const { result, body } = await callAction(guest, action, inputs[action], 'none', true);
    expect(result, `${action} as guest: ${body.slice(0, 200)}`).toEqual({ ok: false, error: 'unauthorized' });
  }
  // Another learner: their own (empty) reviews only. The owner's card is not theirs to grade, the owner's private
  // set not theirs to add, and what they remove or merge touches their rows only.
  const as = async (action: string) => (await callAction(other.request, action, inputs[action], 'none')).result;
  expect(await as('gradeReviewAction')).toEqual({ ok: false, error: 'notFound' });
  expect(await as('addDeckAction')).toEqual({ ok: false, error: 'notFound' });
  expect(await as('removeDeckAction')).toEqual({ ok: true, removed: 0 });
  expect(await as('mergeGuestReviewsAction')).toEqual({ ok: true, decks: 0, cards: 0, logs: 0 });
  // The reads a page makes on load (GET routes): the caller's own rows only, nothing without a session.
  const deckQuery = `kind=${deck.kind}&deckKey=${encodeURIComponent(deck.deckKey)}`;
  const marksQuery = `source=custom&setKey=${setId}&unitKey=`;
  const reads = [
    '/api/review/summary',
    `/api/review/deck?${deckQuery}`,
    `/api/study-marks?${marksQuery}`,
    '/api/study-marks/units?source=kanji&setKey=n5',
    '/api/review/queue?locale=en',
  ];
  for (const path of reads) expect((await guest.get(path)).status(), `${path} as guest`).toBe(401);
  const read = async (context: APIRequestContext, path: string) => {
    const response = await context.get(path);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    return response.json();
  };
  expect(await read(other.request, reads[0])).toEqual({ due: 0, fresh: 0, studying: false });
  expect(await read(other.request, reads[1])).toEqual({ inStudies: false, cards: 0, due: 0 });
  expect(await read(other.request, reads[2])).toEqual({ marks: {} });
  expect(await read(other.request, reads[3])).toEqual({ units: {} });
  expect(await read(other.request, reads[4])).toMatchObject({ cards: [], studying: false });
  // Marks: another learner's own (none) for a set they may not see; writing to it is refused.
  expect(await as('saveStudyMarksAction')).toEqual({ ok: false, error: 'notFound' });
  expect(await as('mergeStudyMarksAction')).toEqual({ ok: false, error: 'notFound' });
  // A guest's content request gets built-in cards, never a private set's.
  const contents = (await callAction(guest, 'guestCardContentsAction', [[first, privateCard]], 'none')).result as {
    contents: Record<string, unknown>;
  };
  expect(Object.keys(contents.contents)).toEqual([`kanji\u0000${first.cardKey}`]);

  // The owner's reviews are as they were.
  expect(await read(owner.request, reads[1])).toMatchObject({ inStudies: true });
  const after = (await read(owner.request, reads[4])) as {
    settings: { newPerDay: number };
    cards: { cardKey: string }[];
  };
  expect(after.settings.newPerDay).toBe(20);
  expect(await read(owner.request, reads[2])).toEqual({ marks: ownMarks });
  expect(after.cards.map((card) => card.cardKey)).toContain(privateCard.cardKey);
  await guest.dispose();
});

test("a learner can never read, retry or clear another learner's mistakes", async ({ browser, playwright }) => {
  test.setTimeout(90_000);
  const owner = await newUserPage(browser);
  const other = await newUserPage(browser);
  const guest = await playwright.request.newContext({ baseURL: BASE_URL });
  const miss = {
    itemKey: 'kanji|n5|日|meaning',
    source: 'written',
    kind: 'kanji',
    level: 5,
    origin: 'N5 Kanji · Unit 1',
    prompt: '日',
    given: 'moon',
    expected: 'day, sun',
    check: { kind: 'exam', language: 'en', accepted: ['day', 'sun'] },
    card: { word: '日', reading: 'ニチ', meaning: 'day, sun', wordLanguage: 'ja', meaningLanguage: 'en' },
  };
  const recorded = (await callAction(owner.request, 'recordMistakeAction', [miss], 'none')).result as { id: string };
  expect(recorded).toMatchObject({ ok: true });
  const inputs: Record<string, unknown[]> = {
    recordMistakeAction: [miss],
    forgetMistakeAction: [miss.itemKey],
    retryMistakeAction: [{ id: recorded.id, correct: true }],
    removeMistakesAction: [[recorded.id]],
    mergeGuestMistakesAction: [[{ ...miss, misses: 1, streak: 0, missedAt: 0 }]],
  };
  for (const action of MISTAKE_ACTIONS) {
    const { result, body } = await callAction(guest, action, inputs[action], 'none', true);
    expect(result, `${action} as guest: ${body.slice(0, 200)}`).toEqual({ ok: false, error: 'unauthorized' });
  }
  // Another learner's calls touch their own bank only: the owner's item is not found, removing or forgetting it
  // removes nothing, and what they record or merge lands in their bank.
  const as = async (action: string) => (await callAction(other.request, action, inputs[action], 'none')).result;
  expect(await as('retryMistakeAction')).toEqual({ ok: false, error: 'notFound' });
  expect(await as('removeMistakesAction')).toEqual({ ok: true, removed: 0 });
  expect(await as('forgetMistakeAction')).toEqual({ ok: true });
  const list = async (request: APIRequestContext) => {
    const response = await request.get('/api/mistakes');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    return ((await response.json()) as { mistakes: { id: string; streak: number }[] }).mistakes;
  };
  expect(await list(other.request)).toEqual([]);
  expect((await guest.get('/api/mistakes')).status()).toBe(401);
  // The owner's item is as it was.
  expect((await list(owner.request)).map((item) => [item.id, item.streak])).toEqual([[recorded.id, 0]]);
  await guest.dispose();
});

test("the conjugation quiz's pairs: each learner reads and grades their own only", async ({ browser, playwright }) => {
  const owner = await newUserPage(browser);
  const other = await newUserPage(browser);
  const guest = await playwright.request.newContext({ baseURL: BASE_URL });
  const pairs = '/api/conjugation/pairs?deck=verb';
  const card = { kind: 'conjugation', cardKey: '書く:かく|past' };
  const grade = (key: string, rating: number) => ({ card, rating, idempotencyKey: key, timeZone: 'UTC' });
  expect(
    (await callAction(owner.request, 'gradeReviewAction', [grade('owner-conj-1', 1)], 'none')).result,
  ).toMatchObject({
    ok: true,
    duplicate: false,
  });
  const ownerPairs = await (await owner.request.get(pairs)).json();
  expect(ownerPairs.account).toBe(true);
  expect(ownerPairs.cards.map(([key]: [string]) => key)).toEqual([card.cardKey]);

  // Another learner: nothing of the owner's to read; the same pair (and key) graded is their own row.
  expect(await (await other.request.get(pairs)).json()).toEqual({ account: true, cards: [] });
  expect(
    (await callAction(other.request, 'gradeReviewAction', [grade('owner-conj-1', 3)], 'none')).result,
  ).toMatchObject({
    ok: true,
    duplicate: false,
  });
  // A guest: nothing read, nothing saved; the answer is never cached.
  const asGuest = await guest.get(pairs);
  expect(await asGuest.json()).toEqual({ account: false, cards: [] });
  expect(asGuest.headers()['cache-control']).toContain('no-store');
  expect((await guest.get('/api/conjugation/pairs?deck=kanji')).status()).toBe(400);
  const guestGrade = await callAction(guest, 'gradeReviewAction', [grade('guest-conj-1', 3)], 'none', true);
  expect(guestGrade.result).toEqual({ ok: false, error: 'unauthorized' });

  // The owner's pair is as the owner left it: one miss.
  const after = await (await owner.request.get(pairs)).json();
  expect(after.cards).toEqual(ownerPairs.cards);
  expect(after.cards[0][1]).toMatchObject({ reps: 1, state: 1, learningSteps: 0 });
  await guest.dispose();
});

test("the smart paste's lookup: signed-in learners only, JSON only, 100 words at most", async ({
  browser,
  playwright,
}) => {
  const member = await newUserPage(browser);
  const guest = await playwright.request.newContext({ baseURL: BASE_URL });
  const lookup = (request: APIRequestContext, data: unknown, contentType = 'application/json') =>
    request.post('/api/custom-sets/lookup', { headers: { 'content-type': contentType }, data: JSON.stringify(data) });

  const asGuest = await lookup(guest, { words: ['猫'] });
  expect(asGuest.status()).toBe(401);
  expect(asGuest.headers()['cache-control']).toBe('private, no-store');
  // A cross-site form cannot send JSON: anything else is refused before the session is read.
  expect((await lookup(member.request, { words: ['猫'] }, 'text/plain')).status()).toBe(415);
  expect((await lookup(member.request, { words: Array.from({ length: 101 }, (_, i) => `語${i}`) })).status()).toBe(400);
  expect((await lookup(member.request, { words: [] })).status()).toBe(400);

  const answer = await lookup(member.request, { words: ['猫', '食べました'] });
  expect(answer.status()).toBe(200);
  const { results } = (await answer.json()) as { results: { input: string; candidates: { word: string }[] }[] };
  expect(results.map((result) => [result.input, result.candidates[0]?.word])).toEqual([
    ['猫', '猫'],
    ['食べました', '食べる'],
  ]);
  await guest.dispose();
  await member.context().close();
});

test('only verified learners upload Anki packages or save their sets; the mistakes package needs nobody', async ({
  browser,
  playwright,
}) => {
  const guest = await playwright.request.newContext({ baseURL: BASE_URL });
  const unverified = await newUserPage(browser, { verify: false });
  const member = await newUserPage(browser);
  const upload = (request: APIRequestContext) =>
    request.post('/api/custom-sets/anki-import', { data: Buffer.from('not a package') });
  expect((await upload(guest)).status()).toBe(401);
  expect((await upload(unverified.request)).status()).toBe(403);
  const read = await upload(member.request);
  expect(read.status()).toBe(422);
  expect(await read.json()).toEqual({ error: 'notZip' });

  const sets = [setInput('From Anki')];
  expect((await callAction(guest, 'importAnkiSetsAction', [sets], 'new', true)).result).toEqual({
    ok: false,
    error: 'unauthorized',
  });
  expect((await callAction(unverified.request, 'importAnkiSetsAction', [sets], 'new')).result).toEqual({
    ok: false,
    error: 'unverified',
  });

  const cards = [{ word: '水', pronunciation: 'みず', meaning: 'water', note: '' }];
  const mistakes = await guest.post('/api/mistakes/anki', { data: { name: 'Mistakes', cards } });
  expect(mistakes.status()).toBe(200);
  expect(mistakes.headers()['content-type']).toBe('application/apkg');
  await Promise.all([guest.dispose(), unverified.context().close(), member.context().close()]);
});

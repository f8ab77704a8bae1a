/**
 * Session cookies and stored text, as a browser and an attacker see them.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

import { callAction, setInput } from './support/actions';
import { TEST_PASSWORD, newSignedInPage, signUpVerified } from './support/auth';

/** Signs in through Auth.js's credentials endpoint, as a script would, and returns the Set-Cookie lines. */
async function signInOverHttp(request: APIRequestContext, email: string, headers: Record<string, string>) {
  const csrf = await request.get('/api/auth/csrf', { headers });
  const csrfCookies = csrf
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value.split(';')[0]);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await request.post('/api/auth/callback/credentials', {
    headers: { ...headers, Cookie: csrfCookies.join('; ') },
    form: { csrfToken, email, password: TEST_PASSWORD, callbackUrl: '/en' },
    maxRedirects: 0,
  });
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
}

const sessionCookie = (cookies: string[]) => cookies.find((c) => /^(__Secure-)?authjs\.session-token=[^;]+/.test(c));

test.describe('session cookies', () => {
  test('are HttpOnly and SameSite=Lax, and Secure with the __Secure- prefix behind https', async ({
    page,
    playwright,
  }) => {
    const { email } = await signUpVerified(page);
    const request = await playwright.request.newContext();
    const ip = { 'x-forwarded-for': `10.200.${Math.floor(Math.random() * 250)}.7` };

    const plain = sessionCookie(await signInOverHttp(request, email, ip));
    expect(plain, 'a session cookie over http').toBeDefined();
    expect(plain).toMatch(/^authjs\.session-token=/);
    expect(plain).toMatch(/;\s*HttpOnly/i);
    expect(plain).toMatch(/;\s*SameSite=Lax/i);
    expect(plain).toMatch(/;\s*Path=\//i);

    // In production the app sits behind a TLS proxy that says so in X-Forwarded-Proto.
    const secure = sessionCookie(await signInOverHttp(request, email, { ...ip, 'x-forwarded-proto': 'https' }));
    expect(secure, 'a session cookie behind https').toBeDefined();
    expect(secure).toMatch(/^__Secure-authjs\.session-token=/);
    expect(secure).toMatch(/;\s*Secure/i);
    expect(secure).toMatch(/;\s*HttpOnly/i);
    expect(secure).toMatch(/;\s*SameSite=Lax/i);
    await request.dispose();
  });

  test('a session read does not re-issue a fresh cookie, which could undo a sign-out in flight', async ({ page }) => {
    await signUpVerified(page);
    const response = await page.request.get('/api/auth/session');
    expect((await response.json()).user.email).toContain('@example.test');
    const reissued = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.includes('session-token='));
    expect(reissued).toEqual([]);
  });

  test('the browser cannot read the session from script', async ({ page }) => {
    await signUpVerified(page);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'authjs.session-token')?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('session-token');
  });
});

test('markup stored in a set is shown as text and never runs', async ({ browser, page }) => {
  test.setTimeout(60_000);
  const owner = await newSignedInPage(browser);
  const hostileName = '<img src=x onerror="window.__pwned=1">Trap';
  const hostileWord = '<script>window.__pwned=2</script>';
  const created = await callAction(
    owner.request,
    'saveSetAction',
    [
      setInput(hostileName, {
        description: '<b onmouseover="window.__pwned=3">bold?</b>',
        visibility: 'everyone',
        cards: [
          {
            word: hostileWord,
            pronunciation: '"><svg onload="window.__pwned=4">',
            meaning: 'javascript:alert(1)',
            note: '',
          },
          {
            word: '鍵',
            pronunciation: 'かぎ',
            meaning: 'key',
            note: '{{constructor.constructor("window.__pwned=5")()}}',
          },
        ],
      }),
      null,
    ],
    'new',
  );
  expect(created.result, created.body.slice(0, 300)).toMatchObject({ ok: true });
  const setId = (created.result as { id: string }).id;

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signUpVerified(page);
  for (const path of [`/en/flash-cards/custom/${setId}`, '/en/flash-cards/custom']) {
    await page.goto(path);
    await expect(page.getByText(hostileName).first()).toBeVisible();
    expect(await page.locator('img[src="x"]').count(), path).toBe(0);
  }
  await page.goto(`/en/flash-cards/custom/${setId}`);
  await expect(page.getByText(hostileWord).first()).toBeVisible();
  await page.goto(`/en/flash-cards/custom/${setId}/multi-choice-test`);
  await page.waitForLoadState('networkidle');
  await owner.goto('/en/my-flash-card');
  await expect(owner.getByText(hostileName)).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await owner.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test("a deleted account's shared sets disappear at once, though their pages were cached", async ({
  browser,
  playwright,
}) => {
  const owner = await newSignedInPage(browser);
  const created = await callAction(
    owner.request,
    'saveSetAction',
    [setInput('Soon gone', { visibility: 'everyone' }), null],
    'new',
  );
  const path = `/en/flash-cards/custom/${(created.result as { id: string }).id}`;
  const guest = await playwright.request.newContext();
  expect((await guest.get(path)).status()).toBe(200); // now in the page cache
  expect(await (await guest.get('/sitemap.xml')).text()).toContain(`${path}</loc>`);

  const account = await owner.request.get('/en/settings');
  const address = /data-testid="account-email"[^>]*>([^<]+)</.exec(await account.text())?.[1];
  expect(address).toBeTruthy();
  const deleted = await callAction(owner.request, 'deleteAccountAction', [{ email: address }], 'none');
  expect(deleted.result).toMatchObject({ ok: true });

  expect((await guest.get(path)).status()).toBe(404);
  expect(await (await guest.get('/sitemap.xml')).text()).not.toContain(`${path}</loc>`);
  await guest.dispose();
});

test('a form sent before the page is interactive never puts a password in the address', async ({ browser }) => {
  // Without JavaScript (or before hydration on a slow phone) the browser submits the form itself: it must
  // POST, or the password would land in the URL, the history and every server log on the way.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, formName, fields] of [
    ['/en/auth/login', 'login', { email: 'someone@example.test', password: 'Secret#Pass1' }],
    [
      '/en/auth/signup',
      'signup',
      { email: 'someone@example.test', password: 'Secret#Pass1', confirmPassword: 'Secret#Pass1' },
    ],
  ] as const) {
    await page.goto(path);
    const form = page.locator(`form[data-form="${formName}"]`);
    for (const [name, value] of Object.entries(fields)) await form.locator(`input[name="${name}"]`).fill(value);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest()),
      form.locator('button[type="submit"]').click(),
    ]);
    expect(request.method(), path).toBe('POST');
    expect(request.url(), path).not.toContain('Secret');
    await page.waitForLoadState();
    expect(page.url(), path).not.toContain('Secret');
  }
  await context.close();
});

import { expect, test } from '@playwright/test';

import { newSignedInPage } from './support/auth';

test('an unknown path shows the 404 screen with status 404', async ({ page }) => {
  const response = await page.goto('/en/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByText('Page not found /en/no/such/page')).toBeVisible();
  await expect(page.getByRole('img', { name: /lantern/ })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/en\/flash-cards$/);
});

test('the 404 screen is translated', async ({ page }) => {
  const response = await page.goto('/vi/khong-co-trang-nay');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Không tìm thấy trang');
  await expect(page.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/vi/flash-cards');
});

test('unknown built-in sets and units are 404s', async ({ request }) => {
  for (const path of [
    '/en/jp/flash-card/kanji/n6',
    '/en/jp/flash-card/kanji/n5/999',
    '/en/jp/flash-card/vocabulary/n5/abc',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("the community's internal results route is not a second address for it", async ({ request }) => {
  expect((await request.get('/en/flash-cards/custom/browse/p1')).status()).toBe(404);
});

test('addresses with a dot get the 404 screen in their language, with the header', async ({ page }) => {
  for (const [path, heading] of [
    ['/en/about.html', '404 - Page Not Found'],
    ['/vi/trang.cu', '404 - Không tìm thấy trang'],
    ['/en/jp/flash-card/kanji/n5/1.5', '404 - Page Not Found'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByRole('banner'), path).toBeVisible();
  }
});

test('a light-theme visitor gets the 404 screen in their look too', async ({ page, baseURL }) => {
  await page.context().addCookies([
    { name: 'kotonoha-theme', value: 'light', url: baseURL! },
    { name: 'kotonoha-primary', value: 'teal', url: baseURL! },
  ]);
  await page.goto('/en/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('data-primary', 'teal');
});

test('every 404 names itself in the tab, in its language: unmatched paths, units, tests, set pages', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const en = 'Page not found | Kotonoha';
  const vi = 'Không tìm thấy trang | Kotonoha';
  const cases: [string, string][] = [
    ['/en/no/such/page', en],
    ['/vi/khong-co-trang-nay', vi],
    ['/en/about.html', en],
    ['/en/auth/no-such-screen', en],
    ['/en/jp/flash-card/kanji/n5/999', en],
    ['/vi/jp/flash-card/vocabulary/n6', vi],
    ['/en/jp/flash-card/kanji/n5/999/written-test', en],
    ['/vi/jp/flash-card/kanji/n5/1/oral-test', vi],
    ['/en/flash-cards/custom/NoSuchSet123', en],
    ['/vi/flash-cards/custom/NoSuchSet123', vi],
    ['/en/flash-cards/custom/browse/q', en],
  ];
  for (const signedIn of [false, true]) {
    const context = await browser.newContext();
    // A session cookie sends set pages to their per-request variant (its 404 too); a made-up one is enough.
    if (signedIn) {
      await context.addCookies([
        { name: 'authjs.session-token', value: 'forged', url: test.info().project.use.baseURL! },
      ]);
    }
    const page = await context.newPage();
    for (const [path, title] of cases) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page, `${path}${signedIn ? ' (session cookie)' : ''}`).toHaveTitle(title);
    }
    await context.close();
  }
  // Another learner's (or no) set's edit page, for a signed-in learner.
  const member = await newSignedInPage(browser);
  const response = await member.goto('/en/flash-cards/custom/NoSuchSet123/edit');
  expect(response?.status()).toBe(404);
  await expect(member).toHaveTitle('Page not found | Kotonoha');
  await member.context().close();
});

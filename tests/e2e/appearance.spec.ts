import { expect, test, type APIRequestContext } from '@playwright/test';
import { PRIMARY_COLOR_COOKIE, THEME_COOKIE } from '@/lib/appearance/appearance';

/** The <html> start tag of the server's first response, before any script ran. */
async function serverHtmlTag(request: APIRequestContext, path: string) {
  const body = await (await request.get(path)).text();
  return body.match(/<html[^>]*>/)?.[0] ?? '';
}

test('a first visit is dark and amber in the server response', async ({ request }) => {
  const tag = await serverHtmlTag(request, '/en/flash-cards');
  expect(tag).toMatch(/class="dark"/);
  expect(tag).toContain('data-primary="amber"');
});

test('theme and colour survive a reload and another page', async ({ page }) => {
  await page.goto('/en/settings');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('radio', { name: 'Light' }).check({ force: true });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('radio', { name: 'Teal' }).check({ force: true });
  await expect(page.locator('html')).toHaveAttribute('data-primary', 'teal');

  // The primary utilities now paint in teal-500: the header's Login button matches the Teal swatch.
  const loginBackground = await page
    .getByRole('banner')
    .getByRole('link', { name: 'Login' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const tealSwatch = await page
    .locator('label', { has: page.getByRole('radio', { name: 'Teal' }) })
    .locator('span.rounded-full')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const amberSwatch = await page
    .locator('label', { has: page.getByRole('radio', { name: 'Amber' }) })
    .locator('span.rounded-full')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(loginBackground).toBe(tealSwatch);
  expect(loginBackground).not.toBe(amberSwatch);

  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Teal' })).toBeChecked();

  // Another page and the other locale keep it too.
  await page.goto('/vi/flash-cards');
  await expect(page.locator('html')).toHaveAttribute('data-primary', 'teal');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('the recommended colours come first', async ({ page }) => {
  await page.goto('/en/settings');
  const names = await page
    .getByRole('radio')
    .evaluateAll((inputs) =>
      inputs.filter((i) => (i as HTMLInputElement).name === 'primary-color').map((i) => (i as HTMLInputElement).value),
    );
  expect(names.slice(0, 5)).toEqual(['yellow', 'amber', 'green', 'blue', 'indigo']);
  expect(names).toHaveLength(16);
});

test("a cacheable page's body and headers are the same whatever the visitor's cookies", async ({ request }) => {
  for (const path of ['/en/about', '/vi/jp/flash-card/kanji/n5/1', '/en/jp/conjugation/verb']) {
    const plain = await request.get(path, { headers: { cookie: '' } });
    const personal = await request.get(path, {
      headers: {
        cookie: `${THEME_COOKIE}=light; ${PRIMARY_COLOR_COOKIE}=teal; kotonoha-signed-in=1; i18n_redirected=en`,
      },
    });
    expect(personal.status(), path).toBe(200);
    expect(await personal.text(), path).toBe(await plain.text());
    // Shared caches may keep it: nothing in it depends on who asked.
    expect(personal.headers()['cache-control'], path).toBe(plain.headers()['cache-control']);
    expect(personal.headers()['vary'] ?? '', path).not.toMatch(/cookie/i);
  }
});

test("a light-theme visitor's first frame is already light, in their colour", async ({ page, baseURL }) => {
  await page.context().addCookies([
    { name: THEME_COOKIE, value: 'light', url: baseURL! },
    { name: PRIMARY_COLOR_COOKIE, value: 'teal', url: baseURL! },
  ]);
  // Runs when the document is created, before any of the page's own scripts: the first animation frame comes
  // before the first paint, so what <html> holds then is what the visitor sees first.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const html = document.documentElement;
      (window as unknown as { firstFrame: string }).firstFrame =
        `${html.classList.contains('dark') ? 'dark' : 'light'} ${html.dataset.primary}`;
    });
  });
  for (const path of ['/en/about', '/vi/jp/flash-card/vocabulary/n5/1']) {
    await page.goto(path);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame))
      .toBe('light teal');
  }
  // The same page for a visitor without a choice: the server's default look, no script needed for it.
  await page.context().clearCookies();
  await page.goto('/en/about');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame))
    .toBe('dark amber');
});

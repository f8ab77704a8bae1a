import { expect, test } from '@playwright/test';

test.describe('a first visit without a cookie', () => {
  test.use({ locale: 'vi-VN', extraHTTPHeaders: { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.5' } });

  test('goes to the browser language and keeps it in the i18n_redirected cookie', async ({ page, context }) => {
    await page.goto('/flash-cards');
    await expect(page).toHaveURL(/\/vi\/flash-cards$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('vi');
    expect(cookie?.sameSite).toBe('Lax');
    // 365 days, give or take the test's own run time.
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
  });
});

test.describe('an unsupported browser language', () => {
  test.use({ locale: 'fr-FR', extraHTTPHeaders: { 'accept-language': 'fr-FR,fr;q=0.9' } });
  test('falls back to English', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('the language switcher changes the locale and stays on the same page', async ({ page, context }) => {
  await page.goto('/en/jp/flash-card/kanji/n5?from=test');
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('vi');
  await expect(page).toHaveURL(/\/vi\/jp\/flash-card\/kanji\/n5\?from=test$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kanji N5');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('vi');

  // The cookie now wins over the browser language on the next unprefixed visit.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/vi\/about$/);
});

test("the page names its other-language versions from the site's address, never the request's", async ({ request }) => {
  const response = await request.get('/en/about', { headers: { 'x-forwarded-host': 'evil.example' } });
  const html = await response.text();
  // SITE_URL is unset in this run: the default public address, not the address the test reached the server on.
  expect(html).toContain('<link rel="alternate" hrefLang="vi" href="http://localhost:3000/vi/about"/>');
  expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="http://localhost:3000/en/about"/>');
  expect(html).not.toContain('evil.example');
  // No Link header echoing the Host: a page cacheable for a year must not carry one visitor's address.
  expect(response.headers()['link'] ?? '').not.toContain('hreflang');
});

import { expect, test, type APIRequestContext } from '@playwright/test';

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

test('theme and colour survive a reload and are in the first server response', async ({ page }) => {
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

  // The page's own request context shares the browser's cookies: this is what the server sends first.
  const tag = await serverHtmlTag(page.request, '/en/about');
  expect(tag).not.toMatch(/class="[^"]*dark/);
  expect(tag).toContain('data-primary="teal"');

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

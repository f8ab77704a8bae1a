import { expect, test } from '@playwright/test';

// The end-to-end suite runs against a production build, so these are the headers users get.
const pages = ['/en/flash-cards', '/vi/jp/flash-card/kanji/n5/1', '/en/no/such/page', '/api/build-id'];

for (const path of pages) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // An injected form cannot post a learner's input to another site.
    expect(csp).toContain("form-action 'self'");
    // The service worker and the manifest come from this site only.
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-powered-by']).toBeUndefined();
  });
}

test('pages run under the Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/en/jp/flash-card/vocabulary/n5/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Space'); // flips the card: the study view's script is running
  await page.goto('/en/jp/conjugation/verb');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the service worker may control the whole site and is checked again on every update', async ({ request }) => {
  const response = await request.get('/serwist/sw.js');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toMatch(/javascript/);
  expect(headers['service-worker-allowed']).toBe('/');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-security-policy']).toContain("worker-src 'self'");
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect((await manifest.json()).display).toBe('standalone');
});

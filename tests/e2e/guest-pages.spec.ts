// A guest's pages ask the server only what a guest may have: no account-only route answers them 401 (a red line in
// the browser console), "Save as a set" says before any click that it needs an account, and the site's icon is
// an icon.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

import type enMessages from '@/messages/en.json';

const en: typeof enMessages = JSON.parse(readFileSync(new URL('../../messages/en.json', import.meta.url), 'utf8'));

/** Every response the page gets with status 401, and every console error, as the page loads and settles. */
function watchRefusals(page: Page) {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(`401 ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(`console: ${message.text()}`);
  });
  return refused;
}

/** Two misses of a written test, kept on this device the way a guest's test keeps them. */
const guestBank = [1, 2].map((n) => ({
  id: `guestmiss${n}`,
  itemKey: `kanji:n5:${n}:meaning`,
  source: 'written',
  kind: 'kanji',
  level: 5,
  origin: 'N5 · Unit 1',
  prompt: n === 1 ? '日' : '月',
  given: 'xyz',
  expected: n === 1 ? 'day, sun' : 'month, moon',
  check: { kind: 'exam', language: 'en', accepted: [n === 1 ? 'day' : 'month'] },
  card: {
    word: n === 1 ? '日' : '月',
    reading: n === 1 ? 'にち' : 'げつ',
    meaning: n === 1 ? 'day' : 'month',
    wordLanguage: 'ja',
    meaningLanguage: 'en',
  },
  misses: 1,
  streak: 0,
  missedAt: Date.now() - n * 60_000,
}));

test('a guest on the mistakes, settings and review pages gets no 401 and no console error', async ({ page }) => {
  const refused = watchRefusals(page);
  await page.addInitScript(
    (bank) => window.localStorage.setItem('kotonoha:mistakes:v1', bank),
    JSON.stringify(guestBank),
  );

  await page.goto('/en/mistakes');
  await expect(page.getByText(en.mistakes.guestNote)).toBeVisible();
  await expect(page.getByRole('button', { name: en.mistakes.retryAll })).toBeVisible();
  await page.goto('/en/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The review screen reads a guest's queue from the device, without asking the account-only route.
  await page.goto('/en/review');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});

test('"Save as a set" tells a guest up front that it needs an account', async ({ page }) => {
  await page.addInitScript(
    (bank) => window.localStorage.setItem('kotonoha:mistakes:v1', bank),
    JSON.stringify(guestBank),
  );
  await page.goto('/en/mistakes');
  await expect(page.getByText(en.mistakes.guestNote)).toBeVisible();
  // Before any click: the note, with the way to an account.
  await expect(page.getByText(en.mistakes.saveNeedsSignIn)).toBeVisible();
  await expect(page.getByRole('button', { name: en.mistakes.saveAsSet })).toBeDisabled();
  await page.getByRole('link', { name: en.mistakes.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=%2Fmistakes$/);
});

test('/favicon.ico is an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
  expect((await response.body()).byteLength).toBeGreaterThan(100);
});

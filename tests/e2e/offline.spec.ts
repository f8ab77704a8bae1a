import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KanjiItem } from '@/features/content/types';
import type enMessages from '@/messages/en.json';
import { askedQuestion, seedSettings } from './support/conjugation';
import { signUpVerified } from './support/auth';

// The service worker (lib/offline/): a unit opened once works offline, the quiz too, an unknown page offline is
// the offline page in the learner's language, nothing personal is ever kept, and the app is installable.
// Service workers are blocked in every other spec (playwright.config.ts); here they run.
test.use({ serviceWorkers: 'allow' });

const readJson = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const en: typeof enMessages = readJson('messages/en.json');
const vi: typeof enMessages = readJson('messages/vi.json');
const kanjiUnit: { items: KanjiItem[] } = readJson('content/generated/kanji/n5.json').units[0];

/** Waits until the worker controls the page. */
async function workerInCharge(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return !!navigator.serviceWorker.controller;
  });
}

/** Opens a page that asks the worker to keep things and waits until the worker said it kept them. */
async function openAndKeep(page: Page, path: string, key: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(
    (id) => {
      const stored = JSON.parse(window.localStorage.getItem('kotonoha-offline-kept') ?? '{}') as { keys?: string[] };
      return stored.keys?.includes(id) ?? false;
    },
    key,
    { timeout: 30_000 },
  );
  await workerInCharge(page);
}

/** A unit kept, then offline: its page again, from the kept copy, and a card flipped in its study view. */
async function unitOffline(page: Page, context: BrowserContext, unit: string) {
  await openAndKeep(page, unit, unit.slice(1));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('study-view')).toHaveAttribute('data-ready', 'true');
  const card = page.getByTestId('flash-card');
  await card.click();
  await expect(card).toHaveAttribute('data-flipped', 'true');
}

async function startTest(page: Page, count: number) {
  const s = en.exam.settings;
  await page.getByLabel(s.count).fill(String(count));
  await page.getByLabel(s.shuffle).setChecked(false);
  await page.getByRole('button', { name: s.start }).click();
}

test('a kanji unit opened once: offline, its page, cards, both tests and the unknown page', async ({
  page,
  context,
}) => {
  const unit = '/en/jp/flash-card/kanji/n5/1';
  await unitOffline(page, context, unit);

  // The written test by its link: the router's request fails, the full navigation is answered by the worker.
  await page.getByRole('link', { name: en.pages.writtenTest.title }).click();
  await expect(page).toHaveURL(`${unit}/written-test`);
  await page.getByRole('radio', { name: en.exam.settings.modes.kanji.meaning }).check();
  await startTest(page, 2);
  const field = page.getByRole('textbox', { name: en.exam.prompts.meaning });
  await expect(page.getByText(kanjiUnit.items[0].kanji, { exact: true })).toBeVisible();
  await field.fill(kanjiUnit.items[0].meanings[0]);
  await field.press('Enter');
  await expect(page.getByText(en.exam.correct)).toBeVisible();
  await field.press('Enter');
  await field.fill('not this');
  await field.press('Enter');
  await expect(page.getByText(en.exam.wrong)).toBeVisible();
  await page.getByRole('button', { name: en.exam.seeResults }).click();
  await expect(page.getByTestId('exam-percent')).toHaveText('50%');

  // The multiple-choice test typed in the address bar.
  const response = await page.goto(`${unit}/multi-choice-test`);
  expect(response?.status()).toBe(200);
  await startTest(page, 2);
  const meaningOf = new Map(kanjiUnit.items.map((k) => [k.kanji, k.meanings.join(', ')]));
  for (const answerRight of [true, false]) {
    const prompt = (await page.locator('p[lang="ja"]').first().innerText()).trim();
    const options = page.getByRole('list', { name: en.exam.prompts.meaning }).getByRole('button');
    await expect(options).toHaveCount(4);
    const texts = (await options.allInnerTexts()).map((t) => t.replace(/^\d\s*/, '').trim());
    const right = texts.indexOf(meaningOf.get(prompt)!);
    expect(right, `${prompt}: ${texts.join(' | ')}`).toBeGreaterThanOrEqual(0);
    await options.nth(answerRight ? right : (right + 1) % 4).click();
    await expect(page.getByText(answerRight ? en.exam.correct : en.exam.wrong, { exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('exam-percent')).toHaveText('50%');

  // A page never opened: the offline page in English, naming the unit that works.
  await page.goto('/en/settings');
  await expect(page.getByRole('heading', { level: 1, name: en.offline.heading })).toBeVisible();
  await expect(page.getByText(en.offline.text)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kanji N5 · Unit 1' })).toHaveAttribute('href', unit);
  await expect(page.getByRole('button', { name: en.offline.retry })).toBeVisible();
});

test('a vocabulary unit in Vietnamese: offline cards, "Study with reviews", the tests by their links', async ({
  page,
  context,
}) => {
  const unit = '/vi/jp/flash-card/vocabulary/n5/1';
  await unitOffline(page, context, unit);

  // A guest's reviews live on the device: adding the unit works offline, and so does its first review.
  await page.getByRole('button', { name: vi.review.deck.studyWithReviews }).click();
  await expect(page.getByText(vi.review.deck.inStudies, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: vi.review.deck.reviewNow }).click();
  await expect(page).toHaveURL('/vi/review');
  await page.getByRole('button', { name: new RegExp(`^${vi.review.show}`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${vi.review.good}\\s*[\\d<]`) }).click();
  await expect(page.getByRole('list', { name: vi.review.countsLabel })).toContainText(`19 ${vi.review.countNew}`);
  await page.goBack();

  await page.getByRole('link', { name: vi.pages.multiChoiceTest.title }).click();
  await expect(page).toHaveURL(`${unit}/multi-choice-test`);
  await expect(page.getByRole('button', { name: vi.exam.settings.start })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: vi.pages.writtenTest.title }).click();
  await expect(page).toHaveURL(`${unit}/written-test`);
  await expect(page.getByRole('button', { name: vi.exam.settings.start })).toBeVisible();

  // A page never opened, in Vietnamese.
  await page.goto('/vi/progress');
  await expect(page.getByRole('heading', { level: 1, name: vi.offline.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Từ vựng N5 · Bài 1' })).toBeVisible();
});

test('the verb quiz opened once answers offline', async ({ page, context }) => {
  await seedSettings(page, 'verb', { forms: ['past', 'te'], levels: [5] });
  await openAndKeep(page, '/en/jp/conjugation/verb', 'en/conjugation/verb');
  await context.setOffline(true);
  await page.reload();
  const { expected } = await askedQuestion(page);
  await page.getByRole('textbox', { name: 'Your answer' }).fill(expected.kana[0]);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Correct!')).toBeVisible();
});

test('nothing personal is kept after a signed-in learner browsed', async ({ page }) => {
  await signUpVerified(page);
  for (const path of ['/en/settings', '/en/progress', '/en/my-flash-card', '/en/review', '/en/mistakes']) {
    await page.goto(path);
  }
  await openAndKeep(page, '/en/jp/flash-card/vocabulary/n5/2', 'en/jp/flash-card/vocabulary/n5/2');
  // Pages and reads seen through the worker now that it is in charge.
  for (const path of ['/en/settings', '/en/progress', '/en/review', '/en/mistakes', '/en/jp/conjugation/verb']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }

  const kept = await page.evaluate(async () => {
    const entries: { url: string; cacheControl: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ url: request.url, cacheControl: response?.headers.get('cache-control') ?? '' });
      }
    }
    return entries;
  });
  const paths = kept.map((entry) => new URL(entry.url).pathname);
  expect(paths).toContain('/en/jp/flash-card/vocabulary/n5/2');
  expect(paths).toContain('/en/review');
  for (const { url, cacheControl } of kept) {
    const path = new URL(url).pathname;
    expect(path, url).not.toMatch(/\/(settings|progress|my-flash-card|auth|flash-cards\/custom)/);
    if (path.startsWith('/api/')) expect(path, url).toMatch(/^\/api\/(sentences|conjugation\/words)\//);
    expect(cacheControl, url).not.toMatch(/private|no-store/);
  }
});

test('installable: Chromium finds nothing missing', async ({ playwright, baseURL }) => {
  // A profile of its own: Chromium never offers to install from an incognito context, which Playwright's are.
  const profile = mkdtempSync(path.join(tmpdir(), 'kotonoha-install-'));
  const { launchOptions } = test.info().project.use;
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/en');
    await workerInCharge(page);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    // What Lighthouse's installability audit asked Chromium (the audit left Lighthouse with its PWA category).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('with the worker in charge, a new deployment still reloads the page', async ({ page }) => {
  await page.goto('/en/about');
  await workerInCharge(page);
  await page.evaluate(() => ((window as unknown as { mark?: number }).mark = 1));
  let checks = 0;
  await page.route('**/api/build-id', (route) => {
    checks++;
    return route.fulfill({ json: { buildId: 'a-newer-build' } });
  });
  const reloaded = page.waitForEvent('load');
  // The watcher asks when the tab comes back into view (until it has asked once).
  await expect
    .poll(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))).catch(() => {});
      return checks;
    })
    .toBeGreaterThan(0);
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark ?? null)).toBeNull();
});

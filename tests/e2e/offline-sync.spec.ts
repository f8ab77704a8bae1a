import { expect, test, type Page, type Route } from '@playwright/test';
import { readFileSync } from 'node:fs';

import type { KanjiItem } from '@/features/content/types';
import type enMessages from '@/messages/en.json';

import { createVerifiedUser, signIn, withDatabase } from './support/db-users';

// What a signed-in learner does with the network away reaches their account once it is back (features/offline):
// grades, a finished test, a wrong answer; never another account's. The pages load online (no service worker
// here), then the browser goes offline.

const readJson = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const en: typeof enMessages = readJson('messages/en.json');
const kanjiUnit: { items: KanjiItem[] } = readJson('content/generated/kanji/n5.json').units[0];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const count = (sql: string, userId: string) =>
  withDatabase(async (client) => Number((await client.query(sql, [userId])).rows[0].n));
const reviews = (userId: string) => count(`SELECT count(*) AS n FROM "ReviewLog" WHERE "userId" = $1`, userId);
const results = (userId: string) => count(`SELECT count(*) AS n FROM "TestResult" WHERE "userId" = $1`, userId);
const misses = (userId: string) =>
  count(`SELECT coalesce(sum(misses), 0) AS n FROM "Mistake" WHERE "userId" = $1`, userId);

/** The header has read the session: the device knows whose writes it keeps. */
const accountKnown = (page: Page, id: string) =>
  page.waitForFunction((expected) => localStorage.getItem('kotonoha-account') === expected, id);

const outbox = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('kotonoha-outbox') ?? '[]') as { owner: string; kind: string }[]);

/** A new verified learner, signed in; a first page with the header tells the device whose account it is. */
async function signedIn(page: Page, label: string) {
  const user = await createVerifiedUser(label);
  await signIn(page, user.email);
  await page.goto('/en/flash-cards');
  await accountKnown(page, user.id);
  return user;
}

async function gradeGood(page: Page) {
  await page.getByRole('button', { name: new RegExp(`^${escape(en.review.show)}`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${escape(en.review.good)}\\s*[\\d<]`) }).click();
}

/** A written test of N5 kanji unit 1, unshuffled: its first questions are the unit's first kanji. */
async function startWrittenTest(page: Page, questions: number) {
  await page.goto('/en/jp/flash-card/kanji/n5/1/written-test');
  const s = en.exam.settings;
  await page.getByRole('radio', { name: s.modes.kanji.meaning }).check();
  await page.getByLabel(s.count).fill(String(questions));
  await page.getByLabel(s.shuffle).setChecked(false);
  await page.getByRole('button', { name: s.start }).click();
}

async function answer(page: Page, given: string) {
  const field = page.getByRole('textbox', { name: en.exam.prompts.meaning });
  await field.fill(given);
  await field.press('Enter');
  await expect(page.getByText(given === 'wrong answer' ? en.exam.wrong : en.exam.correct)).toBeVisible();
}

test('grades made offline reach the account once, also when an answer was lost on the way back', async ({
  page,
  context,
}) => {
  const user = await signedIn(page, 'offline-review');
  await page.goto('/en/jp/flash-card/kanji/n5/1');
  await page.getByRole('button', { name: en.review.deck.studyWithReviews }).click();
  await expect(page.getByText(en.review.deck.inStudies, { exact: true })).toBeVisible();
  await page.goto('/en/review');
  await accountKnown(page, user.id);
  await expect(page.getByRole('button', { name: new RegExp(`^${escape(en.review.show)}`) })).toBeVisible();

  // Offline: the grade is kept on the device, the header says so, nothing reaches the server.
  await context.setOffline(true);
  await gradeGood(page);
  const status = page.getByTestId('offline-status');
  await expect(status).toContainText('Offline — 1 answer will be sent');
  await gradeGood(page);
  await expect(status).toContainText('Offline — 2 answers will be sent');
  expect(await reviews(user.id)).toBe(0);

  // Back online: sent, once each, and the note goes.
  await context.setOffline(false);
  await expect(status).toHaveCount(0, { timeout: 15_000 });
  expect(await reviews(user.id)).toBe(2);

  // Sent, saved, but every answer lost on the way back: the grade is kept, sent again later, saved once.
  const lost = async (route: Route) => {
    if (route.request().method() === 'POST' && route.request().headers()['next-action']) {
      await route.fetch();
      await route.abort('failed');
    } else await route.fallback();
  };
  await page.route('**/*', lost);
  await gradeGood(page);
  await expect(status).toContainText('1 answer', { timeout: 15_000 });
  expect(await reviews(user.id)).toBe(3);
  await page.unroute('**/*', lost);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(status).toHaveCount(0, { timeout: 15_000 });
  expect(await outbox(page)).toEqual([]);
  expect(await reviews(user.id)).toBe(3);
  await expect(page.getByRole('list', { name: en.review.countsLabel })).toContainText(`11 ${en.review.countNew}`);
});

test('a test finished offline is saved once, and its wrong answer lands once in the mistakes', async ({
  page,
  context,
}) => {
  const user = await signedIn(page, 'offline-test');
  await startWrittenTest(page, 2);
  await accountKnown(page, user.id);
  const [first] = kanjiUnit.items;

  await context.setOffline(true);
  await answer(page, 'wrong answer');
  await page.getByRole('button', { name: en.exam.continue }).click();
  await answer(page, kanjiUnit.items[1]!.meanings[0]!);
  await page.getByRole('textbox', { name: en.exam.prompts.meaning }).press('Enter');
  await expect(page.getByText(en.exam.results.savedOnDevice)).toBeVisible();
  await expect(page.getByText(en.exam.results.saved, { exact: true })).toHaveCount(0);
  await expect(page.getByText(en.exam.results.inMistakesQueued)).toBeVisible();
  expect((await outbox(page)).map((entry) => entry.kind)).toEqual(['mistake', 'testResult']);
  expect(await results(user.id)).toBe(0);
  expect(await misses(user.id)).toBe(0);

  // Back online, the next page sends them (a test page has no header): saved once, shown where the learner looks.
  await context.setOffline(false);
  await page.goto('/en/jp/flash-card/kanji/n5');
  await expect.poll(() => outbox(page), { timeout: 15_000 }).toEqual([]);
  expect(await results(user.id)).toBe(1);
  expect(await misses(user.id)).toBe(1);
  await page.reload();
  await expect(page.getByTestId('best-score').first()).toContainText('written 50%');
  await page.goto('/en/mistakes');
  await expect(page.getByText(first!.kanji, { exact: true }).first()).toBeVisible();
  await page.reload();
  expect(await results(user.id)).toBe(1);
  expect(await misses(user.id)).toBe(1);
});

test('an entry kept for one account waits while another is signed in, and reaches its own later', async ({
  page,
  context,
}) => {
  const a = await signedIn(page, 'offline-a');
  await startWrittenTest(page, 1);
  await accountKnown(page, a.id);
  await context.setOffline(true);
  await answer(page, kanjiUnit.items[0]!.meanings[0]!);
  await page.getByRole('textbox', { name: en.exam.prompts.meaning }).press('Enter');
  await expect(page.getByText(en.exam.results.savedOnDevice)).toBeVisible();

  // Still offline in the page, B signs in on the same browser (the request goes outside the page).
  await context.clearCookies();
  const b = await createVerifiedUser('offline-b');
  await signIn(page, b.email);
  await context.setOffline(false);
  await page.goto('/en/flash-cards');
  await accountKnown(page, b.id);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1500);
  expect(await outbox(page)).toEqual([expect.objectContaining({ owner: a.id, kind: 'testResult' })]);
  await expect(page.getByTestId('offline-status')).toHaveCount(0);
  expect(await results(a.id)).toBe(0);
  expect(await results(b.id)).toBe(0);

  // A signs in again: the result is theirs, once.
  await context.clearCookies();
  await signIn(page, a.email);
  await page.goto('/en/flash-cards');
  await expect.poll(() => results(a.id), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => outbox(page)).toEqual([]);
  expect(await results(b.id)).toBe(0);
});

test('"Stop reviewing" and "Study with reviews" pressed offline reach the account when the network is back', async ({
  page,
  context,
}) => {
  const user = await signedIn(page, 'offline-deck');
  const decks = () => count(`SELECT count(*) AS n FROM "ReviewDeck" WHERE "userId" = $1`, user.id);
  await page.goto('/en/jp/flash-card/vocabulary/n5/2');
  const study = page.getByRole('button', { name: en.review.deck.studyWithReviews });
  // Online first: the page has then loaded the code these buttons use (no service worker in this spec).
  await study.click();
  await expect(page.getByText(en.review.deck.inStudies, { exact: true })).toBeVisible();
  expect(await decks()).toBe(1);

  // Offline, the page keeps the deck's state it last read, and the change waits in the outbox.
  await context.setOffline(true);
  await page.getByRole('button', { name: en.review.deck.removeDeck }).click();
  await expect(page.getByText(en.review.deck.removedOffline)).toBeVisible();
  await expect(study).toBeVisible();
  expect((await outbox(page)).map((entry) => entry.kind)).toEqual(['removeDeck']);
  expect(await decks()).toBe(1);
  await context.setOffline(false);
  await expect.poll(decks, { timeout: 15_000 }).toBe(0);
  await expect.poll(() => outbox(page)).toEqual([]);

  await context.setOffline(true);
  await study.click();
  await expect(page.getByText(en.review.deck.addedOffline)).toBeVisible();
  await expect(page.getByText(en.review.deck.inStudies, { exact: true })).toBeVisible();
  expect(await decks()).toBe(0);
  await context.setOffline(false);
  await expect.poll(decks, { timeout: 15_000 }).toBe(1);
});

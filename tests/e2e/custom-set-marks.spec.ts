import { expect, test } from '@playwright/test';

import { callAction, setInput } from './support/actions';
import { newSignedInPage } from './support/auth';

// A signed-in learner's study marks and the furigana option on a custom set.

test('furigana puts a kana pronunciation over the word on a custom set', async ({ browser }) => {
  const page = await newSignedInPage(browser);
  const created = await callAction(page.request, 'saveSetAction', [setInput('Furigana set'), null], 'new');
  const setId = (created.result as { id: string }).id;
  await page.goto(`/en/flash-cards/custom/${setId}`);
  await expect(page.getByTestId('study-view')).toHaveAttribute('data-ready', 'true');
  const card = page.getByTestId('flash-card');
  await card.click();
  await expect(card).toHaveAttribute('data-flipped', 'true');
  // 秘密 / ひみつ: the reading as ruby over the word, as on built-in words.
  await expect(card.locator('ruby rt').first()).toHaveText(/ひ/);
  await page.context().close();
});

test("a signed-in learner's marks follow them to another device", async ({ browser }) => {
  const page = await newSignedInPage(browser);
  // As after a sign-in: a page with the header, which notes that the visitor is signed in.
  await page.goto('/en/flash-cards');
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
  await page.goto('/en/jp/flash-card/kanji/n5/3');
  await expect(page.getByTestId('study-view')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: 'I know it' }).click();
  await expect(page.getByTestId('study-view').getByText(/^1 known/)).toBeVisible();
  // The write waits for a run of marks to end.
  await page.waitForTimeout(1500);
  // Another browser, the same account: the same mark.
  const cookies = await page.context().cookies();
  const other = await (await browser.newContext()).newPage();
  await other.context().addCookies(cookies);
  await other.goto('/en/jp/flash-card/kanji/n5/3');
  await expect(other.getByTestId('study-view')).toHaveAttribute('data-ready', 'true');
  await expect(other.getByTestId('study-view').getByText(/^1 known/)).toBeVisible();
  // …and on the level's unit list, though this device keeps no marks of its own.
  await other.goto('/en/jp/flash-card/kanji/n5');
  const unit3 = other
    .getByRole('listitem')
    .filter({ has: other.getByRole('heading', { name: 'Unit 3', exact: true }) });
  await expect(unit3.getByTestId('unit-study-progress')).toContainText(/^1 of \d+ known/);
  await Promise.all([page.context().close(), other.context().close()]);
});

// Keyboard shortcut hints are for a keyboard: a touch screen (a tablet, a phone held sideways) does not get them,
// a desk with a mouse does.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

import type enMessages from '@/messages/en.json';

const en: typeof enMessages = JSON.parse(readFileSync(new URL('../../messages/en.json', import.meta.url), 'utf8'));
// "Keys 1–4 choose, Enter continues." (however many options the question has)
const keysHint = new RegExp(`^${en.exam.keysHint.replace('{count}', '\\d')}$`);

async function startMultipleChoice(page: Page) {
  await page.goto('/en/jp/flash-card/kanji/n5/1/multi-choice-test');
  await page.getByRole('button', { name: en.exam.settings.start }).click();
  await expect(page.getByRole('list', { name: /./ }).getByRole('button').first()).toBeVisible();
}

test.describe('on a touch screen as wide as a tablet', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 820, height: 1180 } });

  test('no key hints in tests, the conjugation quiz, its instructions or the study view', async ({ page }) => {
    await startMultipleChoice(page);
    await expect(page.getByText(keysHint)).toBeHidden();
    await expect(page.locator('main kbd').first()).toBeHidden();

    await page.goto('/en/jp/conjugation/verb');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expect(page.getByText(en.conjugation.quiz.shortcuts)).toBeHidden();
    await page.getByRole('tab', { name: en.conjugation.tabs.instructions }).click();
    await expect(page.getByRole('heading', { name: en.conjugation.instructions.howHeading })).toBeVisible();
    await expect(page.getByRole('heading', { name: en.conjugation.instructions.shortcutsHeading })).toBeHidden();

    await page.goto('/en/jp/flash-card/kanji/n5/1');
    await expect(page.getByText(en.flashCardStudy.touchHint)).toBeVisible();
    await expect(page.getByText(`${en.flashCardStudy.shortcuts}:`)).toBeHidden();
  });
});

/** A guest adds N5 unit 1 to their reviews and turns the first card over: the grade buttons are showing. */
async function reviewFirstCard(page: Page) {
  await page.goto('/en/jp/flash-card/kanji/n5/1');
  await page.getByRole('button', { name: en.review.deck.studyWithReviews }).click();
  await expect(page.getByText(en.review.deck.inStudies, { exact: true })).toBeVisible();
  await page.goto('/en/review');
  const show = page.getByRole('button', { name: new RegExp(`^${en.review.show}`) });
  await expect(show).toBeVisible();
  return show;
}

for (const [device, width] of [
  ['phone', 375],
  ['tablet', 820],
] as const) {
  test.describe(`on a touch ${device}`, () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width, height: 900 } });

    test('the review screen shows no keys', async ({ page }) => {
      const show = await reviewFirstCard(page);
      await expect(show.locator('kbd')).toBeHidden();
      await expect(page.getByText(en.review.keysHint)).toBeHidden();
      await show.click();
      const grades = page.getByRole('group', { name: en.review.gradeQuestion });
      await expect(grades.getByRole('button')).toHaveCount(4);
      for (const kbd of await page.locator('main kbd').all()) await expect(kbd).toBeHidden();
    });
  });
}

test.describe('with a mouse and a keyboard', () => {
  test('the review screen shows its keys', async ({ page }) => {
    const show = await reviewFirstCard(page);
    await expect(show.locator('kbd')).toBeVisible();
    await expect(page.getByText(en.review.keysHint)).toBeVisible();
    await show.click();
    await expect(page.getByRole('group', { name: en.review.gradeQuestion }).locator('kbd')).toHaveCount(4);
    for (const kbd of await page.locator('main kbd').all()) await expect(kbd).toBeVisible();
  });

  test('each grade button shows its key as a keycap, apart from the interval', async ({ page }) => {
    await (await reviewFirstCard(page)).click();
    const good = page.getByRole('button', { name: new RegExp(`^${en.review.good}\\s*[\\d<]`) });
    const keycap = good.locator('kbd');
    await expect(keycap).toHaveText('3');
    await expect(keycap).toBeVisible();
    // A keycap: a box with a border, not a digit run into "10 min".
    expect(await keycap.evaluate((kbd) => getComputedStyle(kbd).borderTopStyle)).toBe('solid');
    await expect(good).not.toContainText(/3\s*\d+\s*min/);
  });

  test('the same screens show their key hints', async ({ page }) => {
    await startMultipleChoice(page);
    await expect(page.getByText(keysHint)).toBeVisible();
    await expect(page.locator('main kbd').first()).toBeVisible();

    await page.goto('/en/jp/conjugation/verb');
    await expect(page.getByText(en.conjugation.quiz.shortcuts)).toBeVisible();
    await page.getByRole('tab', { name: en.conjugation.tabs.instructions }).click();
    await expect(page.getByRole('heading', { name: en.conjugation.instructions.shortcutsHeading })).toBeVisible();

    await page.goto('/en/jp/flash-card/kanji/n5/1');
    await expect(page.getByText(`${en.flashCardStudy.shortcuts}:`)).toBeVisible();
    await expect(page.getByText(en.flashCardStudy.touchHint)).toBeHidden();
  });
});

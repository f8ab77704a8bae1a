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

test.describe('with a mouse and a keyboard', () => {
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

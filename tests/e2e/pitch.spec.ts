import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

import type enMessages from '@/messages/en.json';

import { openUnit } from './support/study';

// The pitch accent of the built-in words: a line over the high morae with a tick where the pitch falls, on the
// card, in the unit's table and in the review; the study option hides it everywhere and is remembered.
// N5 vocabulary unit 25 starts with 学校 (がっこう, heiban: low then high, no fall) and has 先生 (せんせい,
// falls after mora 3).

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const messages: Record<'en' | 'vi', typeof enMessages> = {
  en: readJson('messages/en.json'),
  vi: readJson('messages/vi.json'),
};
const UNIT = 'jp/flash-card/vocabulary/n5/25';

for (const locale of ['en', 'vi'] as const) {
  const m = messages[locale];
  const pitch = m.flashCardStudy.pitch;
  const sensei = pitch.fallsAfter.replace('{mora}', '3');

  test(`${locale}: the card and the table draw the accent, and the option hides it after a reload too`, async ({
    page,
  }) => {
    const { card, tableRows } = await openUnit(page, `/${locale}/${UNIT}`);
    await expect(card).toHaveAttribute('data-card-id', '学校:がっこう');
    await page.getByRole('button', { name: m.flashCardStudy.flip }).click();
    const back = card.locator('[data-face="back"]');
    // がっこう: が low, っこう high, and the particle stays high (a heiban word).
    const line = back.locator('[data-pitch]');
    await expect(line).toHaveAttribute('data-pitch', 'LHHH');
    await expect(line).toHaveAttribute('data-accent', '0');
    await expect(line.locator('.particle')).toHaveCount(1);
    await expect(back.getByText(pitch.heiban, { exact: true })).toBeAttached();
    // The line is drawn: the high morae have a visible top border, the low one none.
    const tops = await line
      .locator('.pitch-line > span:not(.particle)')
      .evaluateAll((morae) => morae.map((mora) => getComputedStyle(mora).borderTopColor));
    expect(tops).toHaveLength(4);
    expect(tops[0]).toBe('rgba(0, 0, 0, 0)');
    expect(new Set(tops.slice(1)).size).toBe(1);
    expect(tops[1]).not.toBe('rgba(0, 0, 0, 0)');

    // The table: せんせい (the unit's fifth word) is low, high, high, then falls after mora 3.
    const row = tableRows.nth(4);
    await expect(row.getByRole('rowheader')).toContainText('先');
    const rowLine = row.locator('[data-pitch]');
    await expect(rowLine).toHaveAttribute('data-pitch', 'LHHL');
    await expect(rowLine.locator('.d')).toHaveText('せ');
    await expect(row.getByText(sensei, { exact: true })).toBeAttached();

    // Hiding it takes it off the card and the table, and stays so after a reload.
    const option = page.getByRole('checkbox', { name: m.flashCardStudy.showPitch });
    await expect(option).toBeChecked();
    await option.uncheck();
    await expect(back.locator('[data-pitch]')).toHaveCount(0);
    await expect(page.locator('table [data-pitch]')).toHaveCount(0);
    await expect(row.getByRole('cell', { name: 'せんせい', exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('study-view')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByRole('checkbox', { name: m.flashCardStudy.showPitch })).not.toBeChecked();
    await expect(page.locator('table [data-pitch]')).toHaveCount(0);
    await page.getByRole('button', { name: m.flashCardStudy.flip }).click();
    await expect(
      card.locator('[data-face="back"]').getByText(m.flashCardStudy.labels.reading, { exact: true }),
    ).toBeVisible();
    await expect(card.locator('[data-pitch]')).toHaveCount(0);

    // And back on.
    await page.getByRole('checkbox', { name: m.flashCardStudy.showPitch }).check();
    await expect(page.locator('table [data-pitch]').first()).toBeVisible();
    await expect(card.locator('[data-face="back"] [data-pitch]')).toHaveAttribute('data-pitch', 'LHHH');
  });

  test(`${locale}: the review shows the accent with the answer, unless the learner hid it`, async ({ page }) => {
    await openUnit(page, `/${locale}/${UNIT}`);
    await page.getByRole('button', { name: m.review.deck.studyWithReviews }).click();
    await expect(page.getByText(m.review.deck.inStudies, { exact: true })).toBeVisible();

    await page.goto(`/${locale}/review`);
    // New cards come in the unit's order: 学校 first.
    await expect(page.getByText('学校', { exact: true })).toBeVisible();
    await expect(page.locator('[data-pitch]')).toHaveCount(0); // not before the answer
    await page.getByRole('button', { name: new RegExp(`^${m.review.show}`) }).click();
    const line = page.locator('[data-pitch]');
    await expect(line).toHaveAttribute('data-pitch', 'LHHH');
    await expect(line).toContainText('がっこう');
    await expect(page.getByText(pitch.heiban, { exact: true })).toBeAttached();

    // The option on the cards applies to the review too.
    await openUnit(page, `/${locale}/${UNIT}`);
    await page.getByRole('checkbox', { name: m.flashCardStudy.showPitch }).uncheck();
    await page.goto(`/${locale}/review`);
    await expect(page.getByText('学校', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^${m.review.show}`) }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^${m.review.good}`) })).toBeVisible();
    await expect(page.locator('[data-pitch]')).toHaveCount(0);
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test('the pitch lines fit the phone: unit pages with long kana words do not scroll sideways', async ({ page }) => {
    for (const unit of ['n5/1', 'n5/2', 'n5/25']) {
      await openUnit(page, `/en/jp/flash-card/vocabulary/${unit}`);
      // On phones a kana word's reading is shown only to carry its accent: こんにちは, これ have one.
      await expect(page.locator('table [data-pitch]').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), unit).toBeLessThanOrEqual(375);
    }
  });
});

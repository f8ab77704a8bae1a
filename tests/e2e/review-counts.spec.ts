// What the review screen and the header count, said in words: due, learning and new as three labelled numbers,
// and the header's count as "14 due" (not a bare number, on a phone too).
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

import type enMessages from '@/messages/en.json';

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const messages: Record<'en' | 'vi', typeof enMessages> = {
  en: readJson('messages/en.json'),
  vi: readJson('messages/vi.json'),
};

/** A guest adds the 14 kanji of N5 unit 1 to their reviews (kept on the device) and opens the review screen. */
async function reviewUnitOne(page: Page, locale: 'en' | 'vi') {
  const m = messages[locale];
  await page.goto(`/${locale}/jp/flash-card/kanji/n5/1`);
  await page.getByRole('button', { name: m.review.deck.studyWithReviews }).click();
  await expect(page.getByText(m.review.deck.inStudies, { exact: true })).toBeVisible();
  await page.goto(`/${locale}/review`);
  await expect(page.getByText(m.review.guestNote)).toBeVisible();
}

/** The review screen's counts, as label → number. */
function counts(page: Page, m: typeof enMessages) {
  const list = page.getByRole('list', { name: m.review.countsLabel });
  const item = (label: string) => list.getByRole('listitem').filter({ hasText: label });
  return { due: item(m.review.countDue), learning: item(m.review.countLearning), fresh: item(m.review.countNew) };
}

for (const locale of ['en', 'vi'] as const) {
  const m = messages[locale];
  test(`${locale}: due, learning and new are three labelled numbers that follow the session`, async ({ page }) => {
    await reviewUnitOne(page, locale);
    const { due, learning, fresh } = counts(page, m);
    await expect(due).toHaveText(`0 ${m.review.countDue}`);
    await expect(learning).toHaveText(`0 ${m.review.countLearning}`);
    await expect(fresh).toHaveText(`14 ${m.review.countNew}`);

    // "Again" on a new card: it is being learned now, and comes back in this session.
    await page.getByRole('button', { name: new RegExp(`^${m.review.show}`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${m.review.again}\\s*[\\d<]`) }).click();
    await expect(fresh).toHaveText(`13 ${m.review.countNew}`);
    await expect(learning).toHaveText(`1 ${m.review.countLearning}`);
  });
}

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  for (const locale of ['en', 'vi'] as const) {
    const m = messages[locale];
    test(`${locale}: the header says what its count counts`, async ({ page }) => {
      await reviewUnitOne(page, locale);
      const spoken = locale === 'en' ? '14 due for review' : '14 thẻ cần ôn';
      const link = page.locator('header').getByRole('link', { name: spoken });
      await expect(link).toHaveText(m.nav.reviewsDueShort.replace('{count}', '14'));
      await expect(link).toBeInViewport({ ratio: 1 });
      // The header keeps everything on the screen: the menu button is not pushed past its edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});

import { expect, test, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { readFileSync } from 'node:fs';

import type enMessages from '@/messages/en.json';

import { openUnit } from './support/study';

// A guest's /progress: drawn in the browser from what the device keeps (marks, reviews, tests), with the
// banner that says how to keep it; the empty page for a guest who has studied nothing. No account route is asked.

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const messages: Record<'en' | 'vi', typeof enMessages> = {
  en: readJson('messages/en.json'),
  vi: readJson('messages/vi.json'),
};
/** A message of the progress page as the app words it (next-intl's own formatter). */
const progressText = (locale: 'en' | 'vi') =>
  createTranslator({ locale, messages: messages[locale], namespace: 'progress' });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every 401 answer and console error from here on: a guest's page must ask no account-only route. */
function watchRefusals(page: Page) {
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refusals.push(`401 ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') refusals.push(message.text());
  });
  return refusals;
}

for (const locale of ['en', 'vi'] as const) {
  const m = messages[locale];
  const p = m.progress;
  const tp = progressText(locale);

  test(`${locale}: a guest who studied a unit finds it on /progress, with the banner to keep it`, async ({ page }) => {
    test.setTimeout(120_000);
    // Flash cards: two kanji known, one still learning.
    const { card } = await openUnit(page, `/${locale}/jp/flash-card/kanji/n5/1`);
    await card.focus();
    for (const key of ['k', 'k', 'l']) await page.keyboard.press(key);

    // A written test of two questions: one right, one wrong (50%). Finishing it adds the unit to the reviews.
    await page.goto(`/${locale}/jp/flash-card/kanji/n5/1/written-test`);
    const s = m.exam.settings;
    await page.getByRole('radio', { name: s.modes.kanji.meaning }).check();
    await page.getByLabel(s.count).fill('2');
    await page.getByLabel(s.shuffle).setChecked(false);
    await page.getByRole('button', { name: s.start }).click();
    const field = page.getByRole('textbox', { name: m.exam.prompts.meaning });
    await field.fill(locale === 'en' ? 'one' : 'một');
    await field.press('Enter');
    await expect(page.getByText(m.exam.correct)).toBeVisible();
    await field.press('Enter');
    await field.fill('xyz');
    await field.press('Enter');
    await expect(page.getByText(m.exam.wrong)).toBeVisible();
    await field.press('Enter');
    await expect(page.getByRole('heading', { name: m.exam.results.heading })).toBeVisible();
    await expect(page.getByTestId('exam-percent')).toHaveText('50%');
    // Once the server has said "not signed in", the score is kept on the device and the unit joins the reviews.
    await expect(page.getByText(m.exam.results.guest)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('kotonoha:reviews:v1')?.includes('n5/1') ?? false))
      .toBe(true);

    // One review, graded Good.
    await page.goto(`/${locale}/review`);
    await expect(page.getByText(m.review.guestNote)).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^${escape(m.review.show)}`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${escape(m.review.good)}\\s*[\\d<]`) }).click();

    // "Your progress" leads to the page itself, not to the login page.
    const refusals = watchRefusals(page);
    await page.getByRole('link', { name: m.review.progressLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/progress$`));
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();

    const banner = page.getByRole('region', { name: p.guestTitle });
    await expect(banner).toContainText(p.guestText);
    await expect(banner.getByRole('link', { name: p.guestSignUp })).toHaveAttribute(
      'href',
      `/${locale}/auth/signup?redirect=%2F${locale}%2Fprogress`,
    );
    await expect(banner.getByRole('link', { name: p.guestLogIn })).toBeVisible();

    // The review: one N5 kanji learning, one review today, a streak of one day, one card due today.
    const n5 = tp('levelLabel', { level: 'N5', known: 0, learning: 1, fresh: 79, total: 80 });
    await expect(
      page.getByRole('img', { name: new RegExp(`^${escape(n5.split(', ').slice(0, 2).join(', '))}`) }),
    ).toHaveCount(1);
    await expect(page.getByRole('region', { name: p.streakHeading })).toContainText(tp('streak', { count: 1 }));
    await expect(page.getByRole('img', { name: tp('heatmapSummary', { reviews: 1, days: 1 }) })).toBeVisible();
    await expect(
      page.getByRole('img', {
        name: new RegExp(`^${escape(tp('forecastSummary', { total: 1, today: 1 }))}$`),
      }),
    ).toBeVisible();

    // The test: the unit with its best score and its one attempt.
    const tests = page.getByRole('region', { name: p.testsHeading });
    const unitName = tp('unitName', { kind: p.kanji, level: 'N5', unit: '1' });
    await expect(tests.getByRole('link', { name: unitName })).toBeVisible();
    await expect(tests).toContainText(tp('bestScore', { score: 50 }));
    await expect(tests.getByText(tp('showAttempts', { count: 1 }))).toBeVisible();

    // The marks.
    const marks = page.getByRole('region', { name: p.marksHeading });
    await expect(marks.getByRole('link', { name: unitName })).toBeVisible();
    await expect(marks).toContainText(tp('marksCounts', { known: 2, learning: 1 }));

    expect(refusals).toEqual([]);
  });

  test(`${locale}: a guest who studied nothing is told where to start`, async ({ page }) => {
    const refusals = watchRefusals(page);
    await page.goto(`/${locale}/progress`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/progress$`));
    await expect(page.getByRole('heading', { name: p.emptyTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: m.review.browseUnits })).toBeVisible();
    await expect(page.getByRole('region', { name: p.heatmapHeading })).toHaveCount(0);
    await expect(page.getByRole('region', { name: p.guestTitle })).toHaveCount(0);
    expect(refusals).toEqual([]);
  });
}

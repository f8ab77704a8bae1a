import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type enMessages from '@/messages/en.json';

import { signUpVerified } from './support/auth';
import { REVIEW_CLOCK_FILE } from './support/servers';

// The journey of spaced repetition: a guest studies a unit with reviews, signs up and finds the reviews in the
// account; a day later (the browser's clock faked by Playwright, the server's moved by the test clock file) the
// cards come due.

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const messages: Record<'en' | 'vi', typeof enMessages> = {
  en: readJson('messages/en.json'),
  vi: readJson('messages/vi.json'),
};
const DAY = 86_400_000;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function moveServerClock(ms: number) {
  mkdirSync(path.dirname(REVIEW_CLOCK_FILE), { recursive: true });
  writeFileSync(REVIEW_CLOCK_FILE, String(ms));
}

// One server clock for the whole run: these tests take turns.
test.describe.configure({ mode: 'serial' });
test.afterEach(() => moveServerClock(0));

async function gradeGood(page: Page, m: typeof enMessages) {
  await page.getByRole('button', { name: new RegExp(`^${escape(m.review.show)}`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${escape(m.review.good)}\\s*[\\d<]`) }).click();
}

/** The review screen's three counts: due, learning, new. */
const expectCounts = (page: Page, m: typeof enMessages, [due, learning, fresh]: [number, number, number]) =>
  expect(page.getByRole('list', { name: m.review.countsLabel }).getByRole('listitem')).toHaveText([
    `${due} ${m.review.countDue}`,
    `${learning} ${m.review.countLearning}`,
    `${fresh} ${m.review.countNew}`,
  ]);

for (const locale of ['en', 'vi'] as const) {
  const m = messages[locale];
  test(`${locale}: a guest's reviews join the account at sign-up and come due a day later`, async ({ page }) => {
    test.setTimeout(150_000);
    moveServerClock(0);
    // A guest adds the 14 kanji of N5 unit 1 to their reviews and learns three of them.
    await page.goto(`/${locale}/jp/flash-card/kanji/n5/1`);
    await page.getByRole('button', { name: m.review.deck.studyWithReviews }).click();
    await expect(page.getByText(m.review.deck.inStudies, { exact: true })).toBeVisible();
    await page.goto(`/${locale}/review`);
    await expect(page.getByText(m.review.guestNote)).toBeVisible();
    await expectCounts(page, m, [0, 0, 14]);
    for (let i = 0; i < 3; i++) await gradeGood(page, m);

    // Signing up brings them into the account (the header merges them and says so).
    await signUpVerified(page, { locale });
    await page.goto(`/${locale}/flash-cards`);
    await expect(page.getByText(m.nav.reviewsMerged)).toBeVisible({ timeout: 20_000 });
    await page.goto(`/${locale}/review`);
    await expectCounts(page, m, [0, 0, 11]);
    await expect(page.getByText(m.review.guestNote)).toHaveCount(0);
    await page.goto(`/${locale}/jp/flash-card/kanji/n5/1`);
    await expect(page.getByText(m.review.deck.inStudies, { exact: true })).toBeVisible();

    // A day later the three learned cards are due, before today's new ones (still in their learning steps).
    moveServerClock(DAY + 60_000);
    await page.clock.install({ time: Date.now() + DAY + 60_000 });
    await page.goto(`/${locale}/review`);
    await expectCounts(page, m, [0, 3, 11]);
    // The header counts what the review screen shows: 3 due and 11 new.
    const dueLabel = locale === 'en' ? '14 due for review' : '14 thẻ cần ôn';
    await expect(page.locator('header').getByRole('link', { name: dueLabel })).toBeVisible();
  });
}

// The typed-answer mode: the written test's answer checker decides, and its verdict is the grade (right → Good,
// wrong → Again), saved when the learner moves on.
for (const locale of ['en', 'vi'] as const) {
  const m = messages[locale];
  const graded = (grade: string) =>
    new RegExp(`^${escape(m.review.gradedAs.replace('{grade}', grade).split('{interval}')[0])}`);
  test(`${locale}: a typed answer is checked like the written test and graded Good when right, Again when wrong`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/jp/flash-card/kanji/n5/1`);
    await page.getByRole('button', { name: m.review.deck.studyWithReviews }).click();
    await expect(page.getByText(m.review.deck.inStudies, { exact: true })).toBeVisible();
    await page.goto(`/${locale}/review`);
    await page.getByText(m.review.settingsHeading).click();
    await page.getByLabel(m.review.typedAnswers).check();
    await page.getByRole('button', { name: m.review.save }).click();
    await expect(page.getByText(m.review.saved)).toBeVisible();

    // The setting is kept (on the device for a guest): a fresh visit asks for typed answers.
    await page.goto(`/${locale}/review`);
    // 一 first (the unit's order). Vietnamese learners may leave out the marks: "mot" is "một", said so.
    const answer = page.getByRole('textbox', { name: m.review.typedPrompt });
    await expect(page.getByText('一', { exact: true })).toBeVisible();
    await expect(answer).toBeFocused();
    await answer.fill(locale === 'en' ? 'one' : 'mot');
    await answer.press('Enter');
    await expect(
      page.getByText(locale === 'en' ? m.review.right : m.review.rightSpelling.replace('{answer}', 'một'), {
        exact: true,
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^${escape(m.review.next)}`) }).click();
    await expect(page.getByText(graded(m.review.good))).toBeAttached();

    // 二, answered wrongly: the verdict shows the right answer and what was typed, and the card is graded Again.
    await expect(page.getByText('二', { exact: true })).toBeVisible();
    await answer.fill(locale === 'en' ? 'three' : 'ba');
    await page.getByRole('button', { name: m.review.check }).click();
    await expect(page.getByText(m.review.wrong, { exact: true })).toBeVisible();
    await expect(page.getByTestId('right-answer')).toHaveText(locale === 'en' ? 'two' : 'hai');
    await expect(page.getByTestId('given-answer')).toHaveText(locale === 'en' ? 'three' : 'ba');
    await page.getByRole('button', { name: new RegExp(`^${escape(m.review.next)}`) }).click();
    await expect(page.getByText(graded(m.review.again))).toBeAttached();
  });
}

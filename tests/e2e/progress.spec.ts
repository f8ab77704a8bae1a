import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

import { PRIMARY_COLOR_COOKIE, THEME_COOKIE } from '@/lib/appearance/appearance';
import type enMessages from '@/messages/en.json';

import { actions, callAction } from './support/actions';
import { BASE_URL } from './support/servers';
import { signUpVerified } from './support/auth';

// The progress page and the unit lists: best score and last attempt per unit, one unit's history of attempts,
// the new learner's empty page, and axe on /progress and /review in both themes.

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const messages: Record<'en' | 'vi', typeof enMessages> = {
  en: readJson('messages/en.json'),
  vi: readJson('messages/vi.json'),
};

const written = (correct: number, answered = 10) => ({
  testKind: 'written',
  source: 'kanji',
  setKey: 'n5',
  unitKey: '1',
  correct,
  answered,
  total: 14,
  durationMs: 60_000,
});

/** Saves a finished test as the test page does: the action posted through the unit's written-test page. */
async function saveResult(page: Page, input: ReturnType<typeof written> | Record<string, unknown>) {
  const response = await page.request.post('/en/jp/flash-card/kanji/n5/1/written-test', {
    headers: {
      'Next-Action': actions.get('saveTestResult')!.id,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      Origin: BASE_URL,
    },
    data: JSON.stringify([input]),
  });
  expect(await response.text()).toContain('1:{"ok":true}');
}

/** Today as the browser writes it in the learner's language (the unit list formats dates in the browser). */
const browserToday = (page: Page, locale: string) =>
  page.evaluate((l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium' }).format(new Date()), locale);

for (const locale of ['en', 'vi'] as const) {
  const m = messages[locale];
  test(`${locale}: a unit shows its best score and last attempt on the list and its attempts on /progress`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpVerified(page, { locale });
    await saveResult(page, written(9));
    await saveResult(page, { ...written(4, 8), testKind: 'multipleChoice' });

    // The level's unit list (a static page) asks for the scores and shows both next to unit 1 only.
    await page.goto(`/${locale}/jp/flash-card/kanji/n5`);
    const best = page.getByTestId('best-score');
    await expect(best).toHaveCount(1);
    const score = m.exam.bestScore;
    await expect(best).toContainText(score.written.replace('{score}', '90'));
    await expect(best).toContainText(score.multipleChoice.replace('{score}', '50'));
    const last = page.getByTestId('last-attempt');
    await expect(last).toHaveText(score.last.replace('{date}', await browserToday(page, locale)));

    // /progress: the unit with its best score and last date; its attempts open one by one, newest first.
    await page.goto(`/${locale}/progress`);
    const p = m.progress;
    const tests = page.getByRole('region', { name: p.testsHeading });
    await expect(tests.getByText(p.bestScore.replace('{score}', '90'), { exact: false })).toBeVisible();
    const serverToday = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());
    await expect(tests.getByText(p.lastAttempt.replace('{date}', serverToday), { exact: false })).toBeVisible();
    const history = tests.getByTestId('attempt-history');
    await expect(history).toBeHidden();
    await tests.getByText(locale === 'en' ? 'See the 2 attempts' : 'Xem 2 lần làm').click();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText(`${p.multipleChoice} · 50%`);
    await expect(history.getByRole('listitem').nth(1)).toContainText(`${p.written} · 90%`);
  });
}

async function expectNoViolations(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(summary, label).toEqual([]);
}

test('a new learner is told what to do; /progress and /review pass axe in both themes', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const setTheme = (theme: 'light' | 'dark') =>
    context.addCookies([
      { name: THEME_COOKIE, value: theme, url: baseURL! },
      { name: PRIMARY_COLOR_COOKIE, value: theme === 'dark' ? 'amber' : 'indigo', url: baseURL! },
    ]);
  await signUpVerified(page);

  // Nothing studied or tested: no empty charts, but where to start.
  await page.goto('/en/progress');
  await expect(page.getByRole('heading', { name: messages.en.progress.emptyTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: messages.en.review.browseUnits })).toHaveAttribute(
    'href',
    '/en/flash-cards',
  );
  await expect(page.getByRole('region', { name: messages.en.progress.heatmapHeading })).toHaveCount(0);
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(theme);
    await page.goto('/vi/progress');
    await expectNoViolations(page, `${theme} /vi/progress (empty)`);
    await page.goto('/en/review');
    await expectNoViolations(page, `${theme} /en/review (empty)`);
  }

  // A unit in the studies, two cards graded, a test taken: every chart has something to draw.
  const added = await callAction(page.request, 'addDeckAction', [{ kind: 'kanji', deckKey: 'n5/1' }], '');
  expect(added.result).toMatchObject({ ok: true });
  for (const [cardKey, rating] of [
    ['一', 3],
    ['二', 1],
  ] as const) {
    const graded = await callAction(
      page.request,
      'gradeReviewAction',
      [{ card: { kind: 'kanji', cardKey }, rating, idempotencyKey: crypto.randomUUID(), timeZone: 'UTC' }],
      '',
    );
    expect(graded.result).toMatchObject({ ok: true });
  }
  await saveResult(page, written(7));

  for (const theme of ['light', 'dark'] as const) {
    await setTheme(theme);
    for (const locale of ['en', 'vi'] as const) {
      await page.goto(`/${locale}/progress`);
      const p = messages[locale].progress;
      for (const heading of [
        p.levelsHeading,
        p.streakHeading,
        p.heatmapHeading,
        p.forecastHeading,
        p.retentionHeading,
        p.testsHeading,
      ]) {
        await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      }
      // Pictures, each named for a screen reader.
      await expect(page.locator('svg[role="img"]').first()).toBeVisible();
      await expect(page.getByText(locale === 'en' ? '1 day in a row' : '1 ngày liên tiếp')).toBeVisible();
      await expectNoViolations(page, `${theme} /${locale}/progress`);
    }
    await page.goto('/vi/review');
    await expect(page.getByRole('button', { name: new RegExp(`^${messages.vi.review.show}`) })).toBeVisible();
    await expectNoViolations(page, `${theme} /vi/review (a card)`);
    await page.getByRole('button', { name: new RegExp(`^${messages.vi.review.show}`) }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^${messages.vi.review.good}\\s*[\\d<]`) })).toBeVisible();
    await expectNoViolations(page, `${theme} /vi/review (turned over)`);
  }
});

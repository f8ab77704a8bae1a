import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PRIMARY_COLOR_COOKIE, THEME_COOKIE } from '@/lib/appearance/appearance';
import { readFileSync } from 'node:fs';
import type { KanjiItem } from '@/features/content/types';
import type enMessages from '@/messages/en.json';

// Playwright's loader does not take JSON imports: the files are read as data.
const readJson = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const en: typeof enMessages = readJson('messages/en.json');
const vi: typeof enMessages = readJson('messages/vi.json');
const kanjiUnit: { items: KanjiItem[] } = readJson('content/generated/kanji/n5.json').units[0];

// Written and multiple-choice tests on built-in units, as a learner takes them.

async function startTest(
  page: Page,
  path: string,
  options: { mode: string; count: number; shuffle: boolean; m: typeof en },
) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const s = options.m.exam.settings;
  await page.getByRole('radio', { name: options.mode }).check();
  await page.getByLabel(s.count).fill(String(options.count));
  await page.getByLabel(s.shuffle).setChecked(options.shuffle);
  await page.getByRole('button', { name: s.start }).click();
}

const position = (page: Page, current: number, total: number) =>
  page.getByText(`Question ${current} of ${total}`, { exact: true });

test('a written test: right, wrong then "I was right", skip and undo it, end early, retry the wrong answers', async ({
  page,
}) => {
  const e = en.exam;
  await startTest(page, '/en/jp/flash-card/kanji/n5/1/written-test', {
    mode: e.settings.modes.kanji.meaning,
    count: 5,
    shuffle: false,
    m: en,
  });
  const field = page.getByRole('textbox', { name: e.prompts.meaning });
  const [first, second, third, fourth] = kanjiUnit.items;

  // 1: one of the meanings, typed loosely, counts.
  await expect(position(page, 1, 5)).toBeVisible();
  await expect(page.getByText(first.kanji, { exact: true })).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill('  ONE! ');
  await field.press('Enter');
  await expect(page.getByText(e.correct)).toBeVisible();
  await field.press('Enter');

  // 2: wrong, then "I was right" counts it (once).
  await expect(position(page, 2, 5)).toBeVisible();
  await expect(page.getByText(second.kanji, { exact: true })).toBeVisible();
  await field.fill('three');
  await page.getByRole('button', { name: e.check }).click();
  await expect(page.getByText(e.wrong)).toBeVisible();
  await expect(page.getByTestId('right-answer')).toHaveText(second.meanings.join(', '));
  await expect(page.getByTestId('given-answer')).toHaveText('three');
  await page.getByRole('button', { name: e.iWasRight }).click();
  await expect(page.getByText(e.claimed)).toBeVisible();
  await expect(page.getByRole('button', { name: e.iWasRight })).toHaveCount(0);
  await page.getByRole('button', { name: e.continue }).click();

  // 3: skipping asks nothing; the toast's Undo brings the question back in its place.
  await expect(position(page, 3, 5)).toBeVisible();
  await page.getByRole('button', { name: e.skip }).click();
  await expect(position(page, 4, 5)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: e.undo }).click();
  await expect(position(page, 3, 5)).toBeVisible();
  await expect(page.getByText(third.kanji, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: e.skip }).click();

  // 4: wrong.
  await expect(position(page, 4, 5)).toBeVisible();
  await expect(page.getByText(fourth.kanji, { exact: true })).toBeVisible();
  await field.fill('xyz');
  await field.press('Enter');
  await expect(page.getByText(e.wrong)).toBeVisible();
  await field.press('Enter');

  // 5: end the test before answering: scored on the 3 answered questions.
  await expect(position(page, 5, 5)).toBeVisible();
  await page.getByRole('button', { name: e.end }).click();
  const endDialog = page.getByRole('dialog', { name: e.confirm.endTitle });
  await expect(endDialog).toContainText('You will be scored on the 3 questions answered so far.');
  await endDialog.getByRole('button', { name: e.confirm.end }).click();

  await expect(page.getByRole('heading', { name: e.results.heading })).toBeVisible();
  await expect(page.getByTestId('exam-percent')).toHaveText('67%');
  await expect(page.getByText('2 / 3', { exact: true })).toBeVisible();
  await expect(page.getByText('1 question skipped')).toBeVisible();
  await expect(page.getByText('1 question not reached')).toBeVisible();
  // A guest's score is not kept, and the screen says so.
  await expect(page.getByText(e.results.guest)).toBeVisible();
  const wrongRows = page.getByRole('table').locator('tbody tr');
  await expect(wrongRows).toHaveCount(1);
  await expect(wrongRows.first()).toContainText(fourth.kanji);
  await expect(wrongRows.first()).toContainText('xyz');

  // Retry the wrong answers: only the fourth kanji comes back.
  await page.getByRole('button', { name: e.results.retryWrong }).click();
  await expect(position(page, 1, 1)).toBeVisible();
  await expect(page.getByText(fourth.kanji, { exact: true })).toBeVisible();
  await field.fill(fourth.meanings[0]);
  await field.press('Enter');
  await expect(page.getByText(e.correct)).toBeVisible();
  await page.getByRole('button', { name: e.seeResults }).click();
  await expect(page.getByTestId('exam-percent')).toHaveText('100%');
  await expect(page.getByText(e.results.allRight)).toBeVisible();
});

test('romaji typed in a reading question becomes kana and counts; leaving mid-test asks first', async ({ page }) => {
  const e = en.exam;
  await startTest(page, '/en/jp/flash-card/kanji/n5/1/written-test', {
    mode: e.settings.modes.kanji.reading,
    count: 2,
    shuffle: false,
    m: en,
  });
  const field = page.getByRole('textbox', { name: e.prompts.reading });
  await field.pressSequentially('ichi');
  await expect(field).toHaveValue('いち');
  await field.press('Enter');
  await expect(page.getByText(e.correct)).toBeVisible();

  // The browser's own "Leave site?" prompt guards the answers given so far. The learner confirms leaving,
  // so the page really closes (a page left open on a dismissed prompt can hang the context's teardown).
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.type());
    await d.accept();
  });
  const closed = new Promise<void>((resolve) => page.once('close', () => resolve()));
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(dialogs).toEqual(['beforeunload']);
});

test('a too-short answer list is not offered: unknown units are 404', async ({ page }) => {
  for (const path of [
    '/en/jp/flash-card/kanji/n5/999/written-test',
    '/en/jp/flash-card/vocabulary/n9/1/multi-choice-test',
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  }
});

test('each test page has its own title and a description for search results and shared links', async ({ page }) => {
  const pages = [
    {
      path: '/en/jp/flash-card/kanji/n5/1/written-test',
      title: 'Written test · N5 Kanji · Unit 1 | Kotonoha',
      says: 'type the answer for all',
    },
    {
      path: '/vi/jp/flash-card/vocabulary/n5/1/multi-choice-test',
      title: 'Bài kiểm tra trắc nghiệm · Từ vựng N5 · Bài 1 | Kotonoha',
      says: 'chọn đáp án đúng cho',
    },
  ];
  for (const { path, title, says } of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(says);
    expect(description).toMatch(/\d+ (kanji|từ)/);
  }
});

test('a multiple-choice test by keyboard only, in Vietnamese', async ({ page }) => {
  const e = vi.exam;
  const response = await page.goto('/vi/jp/flash-card/kanji/n5/1/multi-choice-test');
  expect(response?.status()).toBe(200);
  // Settings: the first field is the default mode; Tab to the count, type, Enter starts.
  const count = page.getByLabel(e.settings.count);
  await count.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');

  const meaningOf = new Map(kanjiUnit.items.map((k) => [k.kanji, k.meaningVi ?? k.meanings.join(', ')]));
  const results: boolean[] = [];
  for (let i = 1; i <= 3; i++) {
    await expect(page.getByText(`Câu ${i} / 3`, { exact: true })).toBeVisible();
    const prompt = (await page.locator('p[lang="ja"]').first().innerText()).trim();
    const options = page.getByRole('list', { name: e.prompts.meaning }).getByRole('button');
    await expect(options).toHaveCount(4);
    const texts = (await options.allInnerTexts()).map((t) => t.replace(/^\d\s*/, '').trim());
    expect(new Set(texts).size).toBe(4);
    const right = texts.indexOf(meaningOf.get(prompt)!);
    expect(right, `${prompt}: ${texts.join(' | ')}`).toBeGreaterThanOrEqual(0);
    // The second question is answered wrongly on purpose.
    const pick = i === 2 ? (right + 1) % 4 : right;
    await page.keyboard.press(String(pick + 1));
    await expect(page.getByText(pick === right ? e.correct : e.wrong, { exact: true })).toBeVisible();
    results.push(pick === right);
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { name: e.results.heading })).toBeVisible();
  await expect(page.getByTestId('exam-percent')).toHaveText('67%');
  await expect(page.getByText('2 / 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  // Retry by keyboard: Tab reaches the buttons.
  await page.getByRole('button', { name: e.results.retry, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Câu 1 / 3', { exact: true })).toBeVisible();
});

test.describe('signed in', () => {
  // The user is made in the database and given a session cookie sealed with the app's key, exactly as Auth.js
  // seals its own (quicker than the sign-up form, which auth.spec.ts covers). That needs a second connection to
  // the app's database: run with DATABASE_URL, as .ci/run does.
  test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL: the embedded database takes one connection at a time');

  test('a finished test is saved and the unit list shows the best score', async ({ page, baseURL }) => {
    const { default: pg } = await import('pg');
    const { encode } = await import('next-auth/jwt');
    const { resolveAuthSecret } = await import('@/lib/auth/secret');
    const { randomUUID } = await import('node:crypto');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const id = `e2e-exam-${randomUUID()}`;
    const email = `${id}@example.test`;
    try {
      await client.query('INSERT INTO "User" (id, email, "emailVerified", "updatedAt") VALUES ($1, $2, now(), now())', [
        id,
        email,
      ]);
      // Sign-out revokes sessions server-side: a cookie names an open session row.
      const sid = `e2e-session-${randomUUID()}`;
      await client.query(
        `INSERT INTO "Session" ("sessionToken", "userId", expires, "updatedAt") VALUES ($1, $2, now() + interval '1 day', now())`,
        [sid, id],
      );
      const cookie = 'authjs.session-token';
      const value = await encode({
        token: { sub: id, email, sv: 0, sid },
        secret: resolveAuthSecret(process.env.AUTH_SECRET),
        salt: cookie,
      });
      await page.context().addCookies([{ name: cookie, value, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);

      // Unit 2 of N5 kanji, 2 questions, both answered from the options shown.
      const e = en.exam;
      const unit: { items: KanjiItem[] } = readJson('content/generated/kanji/n5.json').units[1];
      const meaningOf = new Map(unit.items.map((k) => [k.kanji, k.meanings.join(', ')]));
      await startTest(page, '/en/jp/flash-card/kanji/n5/2/multi-choice-test', {
        mode: e.settings.modes.kanji.meaning,
        count: 2,
        shuffle: true,
        m: en,
      });
      for (let i = 1; i <= 2; i++) {
        await expect(position(page, i, 2)).toBeVisible();
        const prompt = (await page.locator('p[lang="ja"]').first().innerText()).trim();
        // One right, one wrong: 50%.
        const options = page.getByRole('list', { name: e.prompts.meaning }).getByRole('button');
        const texts = (await options.allInnerTexts()).map((t) => t.replace(/^\d\s*/, '').trim());
        const right = texts.indexOf(meaningOf.get(prompt)!);
        await page.keyboard.press(String((i === 1 ? right : (right + 1) % 4) + 1));
        await page.keyboard.press('Enter');
      }
      await expect(page.getByTestId('exam-percent')).toHaveText('50%');
      await expect(page.getByText(e.results.saved)).toBeVisible();
      const saved = await client.query(
        'SELECT "testKind", source, "setKey", "unitKey", correct, answered, total, "durationMs" FROM "TestResult" WHERE "userId" = $1',
        [id],
      );
      expect(saved.rows).toHaveLength(1);
      expect(saved.rows[0]).toMatchObject({
        testKind: 'multipleChoice',
        source: 'kanji',
        setKey: 'n5',
        unitKey: '2',
        correct: 1,
        answered: 2,
        total: 2,
      });
      expect(saved.rows[0].durationMs).toBeGreaterThan(0);

      await page.goto('/en/jp/flash-card/kanji/n5');
      const unitCard = page.getByRole('link', { name: /Unit 2\b/ });
      // One best per test type, saying which.
      await expect(unitCard.getByTestId('best-score')).toHaveText('Best: multiple choice 50%');
      await expect(page.getByRole('link', { name: /Unit 1\b/ }).getByTestId('best-score')).toHaveCount(0);
    } finally {
      await client.query('DELETE FROM "User" WHERE id = $1', [id]);
      await client.end();
    }
  });
});

test('a guest sees no best scores on the unit list', async ({ page }) => {
  const scores = page.waitForResponse((r) => r.url().includes('/api/test-results/best'));
  await page.goto('/en/jp/flash-card/kanji/n5');
  expect(await (await scores).json()).toEqual({ scores: {} });
  await expect(page.getByTestId('best-score')).toHaveCount(0);
});

async function expectNoAxeViolations(page: Page, stage: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(summary, stage).toEqual([]);
}

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds no violations at any stage of a test (${theme})`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await context.addCookies([
      { name: THEME_COOKIE, value: theme, url: baseURL! },
      { name: PRIMARY_COLOR_COOKIE, value: theme === 'dark' ? 'amber' : 'indigo', url: baseURL! },
    ]);
    const e = en.exam;
    await page.goto('/en/jp/flash-card/kanji/n5/1/written-test');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'written: settings');
    await startTest(page, '/en/jp/flash-card/kanji/n5/1/written-test', {
      mode: e.settings.modes.kanji.reading,
      count: 2,
      shuffle: false,
      m: en,
    });
    await expectNoAxeViolations(page, 'written: question');
    const field = page.getByRole('textbox', { name: e.prompts.reading });
    await field.fill('xyz');
    await field.press('Enter');
    await expect(page.getByText(e.wrong)).toBeVisible();
    await expectNoAxeViolations(page, 'written: wrong answer');
    await page.getByRole('button', { name: e.end }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, 'written: end dialog');
    await page.getByRole('dialog').getByRole('button', { name: e.confirm.end }).click();
    await expect(page.getByTestId('exam-percent')).toBeVisible();
    await expectNoAxeViolations(page, 'written: results');

    await startTest(page, '/en/jp/flash-card/vocabulary/n5/1/multi-choice-test', {
      mode: e.settings.modes.vocabulary.meaning,
      count: 2,
      shuffle: false,
      m: en,
    });
    await page.keyboard.press('1');
    await expect(page.getByRole('button', { name: e.continue })).toBeFocused();
    await expectNoAxeViolations(page, 'multiple choice: answered');
  });
}

import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { toRomaji } from 'wanakana';
import type { KanjiItem } from '@/features/content/types';
import type enMessages from '@/messages/en.json';
import { askedQuestion, seedSettings } from './support/conjugation';

// What a learner meets after an answer: the right answer large with the kana that differ marked, romaji "n"
// finished as ん, and a skip undone from its toast. Both languages.

const readJson = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const messages: Record<'en' | 'vi', typeof enMessages> = {
  en: readJson('messages/en.json'),
  vi: readJson('messages/vi.json'),
};
const unit: KanjiItem[] = readJson('content/generated/kanji/n5.json').units[0].items;

/** A kanji reading test of N5 unit 1 in order (一 二 三 四 五 …). */
async function startReadingTest(page: Page, locale: 'en' | 'vi', kind: 'written' | 'multi-choice', count: number) {
  const s = messages[locale].exam.settings;
  await page.goto(`/${locale}/jp/flash-card/kanji/n5/1/${kind}-test`);
  await page.getByRole('radio', { name: s.modes.kanji.reading }).check();
  await page.getByLabel(s.count).fill(String(count));
  await page.getByLabel(s.shuffle).setChecked(false);
  await page.getByRole('button', { name: s.start }).click();
}

const position = (page: Page, locale: 'en' | 'vi', current: number, total: number) =>
  page.getByText(messages[locale].exam.progress.replace('{current}', `${current}`).replace('{total}', `${total}`), {
    exact: true,
  });

/** Answers the first questions right (一 いち, 二 に, 三 さん, 四 よん), up to `question`. */
async function answerUpTo(page: Page, locale: 'en' | 'vi', question: number, total: number) {
  const e = messages[locale].exam;
  const field = page.getByRole('textbox', { name: e.prompts.reading });
  for (const [at, romaji] of ['ichi', 'ni', 'sann', 'yonn'].slice(0, question - 1).entries()) {
    await expect(position(page, locale, at + 1, total)).toBeVisible();
    await field.pressSequentially(romaji);
    await field.press('Enter');
    await expect(page.getByText(e.correct)).toBeVisible();
    await field.press('Enter');
  }
  await expect(position(page, locale, question, total)).toBeVisible();
}

/** The right answer to a reading question about the kanji `kanji` of N5 unit 1, as the test shows it. */
function shownReadings(kanji: string): string {
  const item = unit.find((candidate) => candidate.kanji === kanji)!;
  const readings = [...item.onyomi, ...item.kunyomi].map((reading) => reading.replace(/[-－.]/g, ''));
  return [...new Set(readings.filter(Boolean))].slice(0, 4).join('、');
}

/** How a learner types kana in romaji: ん as "nn", so that んな or んあ cannot be misread. */
const romajiFor = (kana: string) =>
  kana
    .split('ん')
    .map((part) => toRomaji(part))
    .join('nn');

const fontSize = (locator: Locator) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

/** A difference as the list says it, in the page's words. */
const said = (m: typeof enMessages, kind: 'voicing', given: string, expected: string) =>
  m.answerDiff[kind]
    .replace(/<\/?ja>/g, '')
    .replace('{given}', given)
    .replace('{expected}', expected);

for (const locale of ['en', 'vi'] as const) {
  const m = messages[locale];

  test(`${locale}: a wrong kana shows the right answer large, the differing kana marked and said in words`, async ({
    page,
  }) => {
    await startReadingTest(page, locale, 'written', 5);
    await answerUpTo(page, locale, 5, 5);
    // 五 reads ゴ: こ misses its voicing mark, a difference too small to see in ordinary print.
    const field = page.getByRole('textbox', { name: m.exam.prompts.reading });
    await field.pressSequentially('ko');
    await field.press('Enter');
    await expect(page.getByText(m.exam.wrong)).toBeVisible();

    const right = page.locator('[aria-live="polite"]').getByText(shownReadings('五'), { exact: true });
    expect(await fontSize(right)).toBeGreaterThanOrEqual(36);
    await expect(right.locator('[data-diff="voicing"]')).toHaveText('ゴ');
    await expect(page.getByTestId('given-answer').locator('[data-diff="voicing"]')).toHaveText('こ');
    await expect(page.getByRole('list', { name: m.answerDiff.differences })).toHaveText(said(m, 'voicing', 'こ', 'ゴ'));

    // The results keep the typed answer readable: muted, never struck through.
    await page.getByRole('button', { name: m.exam.seeResults }).click();
    const given = page.getByRole('table').locator('tbody tr td').nth(1);
    await expect(given).toContainText('こ');
    expect(await given.evaluate((el) => getComputedStyle(el).textDecorationLine)).not.toContain('line-through');
    await expect(given.locator('[data-diff="voicing"]')).toHaveText('こ');
  });

  test(`${locale}: a wrong choice shows the right answer as large as the prompt`, async ({ page }) => {
    await startReadingTest(page, locale, 'multi-choice', 1);
    const options = page.getByRole('list', { name: m.exam.prompts.reading }).getByRole('button');
    const texts = (await options.allInnerTexts()).map((text) => text.replace(/^\d\s*/, '').trim());
    await options.nth(texts.findIndex((text) => !text.includes('イチ'))).click();
    await expect(page.getByText(m.exam.wrong)).toBeVisible();
    const right = page.locator('[aria-live="polite"]').getByText(shownReadings('一'), { exact: true });
    expect(await fontSize(right)).toBeGreaterThanOrEqual(36);
  });

  test(`${locale}: romaji ending in n becomes ん when the field is left, and on Enter`, async ({ page }) => {
    await startReadingTest(page, locale, 'written', 4);
    await answerUpTo(page, locale, 3, 4);
    const field = page.getByRole('textbox', { name: m.exam.prompts.reading });
    // 三 サン: the n waits for a next letter while typing; leaving the field settles it.
    await field.pressSequentially('san');
    await expect(field).toHaveValue('さn');
    await field.press('Tab');
    await expect(field).toHaveValue('さん');
    await field.press('Enter');
    await expect(page.getByText(m.exam.correct)).toBeVisible();
    await field.press('Enter');

    // 四 よん: Enter settles it and checks it.
    await expect(position(page, locale, 4, 4)).toBeVisible();
    await field.pressSequentially('yon');
    await expect(field).toHaveValue('よn');
    await field.press('Enter');
    await expect(page.getByText(m.exam.correct)).toBeVisible();
    await expect(field).toHaveValue('よん');
  });

  test(`${locale}: a skip asks nothing and its toast undoes it, the last one too`, async ({ page }) => {
    const e = m.exam;
    await startReadingTest(page, locale, 'written', 3);
    const field = page.getByRole('textbox', { name: e.prompts.reading });
    await page.getByRole('button', { name: e.skip, exact: true }).click();
    await expect(position(page, locale, 2, 3)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(e.skippedToast.replace('{number}', '1'))).toBeVisible();
    await page.getByRole('button', { name: e.undo }).click();
    await expect(position(page, locale, 1, 3)).toBeVisible();
    await expect(page.getByText('一', { exact: true })).toBeVisible();
    await expect(field).toBeFocused();

    // Answered, answered, then the last one skipped: the results, and Undo brings the question back.
    for (const reading of ['ichi', 'ni']) {
      await field.pressSequentially(reading);
      await field.press('Enter');
      await expect(page.getByText(e.correct)).toBeVisible();
      await field.press('Enter');
    }
    await page.getByRole('button', { name: e.skip, exact: true }).click();
    await expect(page.getByRole('heading', { name: e.results.heading })).toBeVisible();
    await page.getByRole('button', { name: e.undo }).click();
    await expect(position(page, locale, 3, 3)).toBeVisible();
    await field.pressSequentially('san');
    await field.press('Enter');
    await page.getByRole('button', { name: e.seeResults }).click();
    // Three answered, none skipped.
    await expect(page.getByText('3 / 3', { exact: true })).toBeVisible();
    await expect(page.getByTestId('exam-percent')).toHaveText('100%');
  });
}

test('the conjugation quiz: a final n becomes ん when the field is left; a wrong answer marks its kana (vi)', async ({
  page,
}) => {
  const quiz = messages.vi.conjugation.quiz;
  await seedSettings(page, 'verb', { forms: ['polite'], polarities: ['negative'], levels: [5] });
  await page.goto('/vi/jp/conjugation/verb');
  const { expected } = await askedQuestion(page);
  const kana = expected.kana[0];
  expect(kana.endsWith('ません')).toBe(true);
  const field = page.getByRole('textbox', { name: quiz.answerLabel });
  await field.click();
  await page.keyboard.type(romajiFor(kana.slice(0, -1)) + 'n', { delay: 15 });
  await expect(field).toHaveValue(`${kana.slice(0, -1)}n`);
  await page.getByRole('button', { name: quiz.check, exact: true }).focus();
  await expect(field).toHaveValue(kana);

  // Without its ん the answer is wrong: the missing kana is marked and said, nothing is struck through.
  await field.fill(kana.slice(0, -1));
  await field.press('Enter');
  const given = page.getByTestId('given-answer');
  await expect(given).toHaveText(kana.slice(0, -1));
  expect(await given.evaluate((el) => getComputedStyle(el).textDecorationLine)).not.toContain('line-through');
  await expect(page.getByTestId('right-answer').locator('[data-diff="missing"]')).toHaveText('ん');
  await expect(page.getByRole('list', { name: messages.vi.answerDiff.differences })).toHaveText(
    messages.vi.answerDiff.missing.replace(/<\/?ja>/g, '').replace('{expected}', 'ん'),
  );
});

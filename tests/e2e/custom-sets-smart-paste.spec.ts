import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpVerified } from './support/auth';

/**
 * The import panel's smart paste: 20 bare words (two with several readings, one conjugated, one nobody knows)
 * become cards after the learner's choices, and are saved as a set, in English and in Vietnamese.
 */
test.describe.configure({ timeout: 120_000 });

const WORDS = [
  ['今日', '上手', '食べました', 'ぬぽぽ', '猫'].join('\n'),
  '犬 学校、先生,電車　友達',
  '雨 花 新しい 大きい 静か',
  '時計, 駅, 魚, 手紙, 映画',
].join('\n');

const copy = {
  en: {
    open: 'Import a word list',
    smart: 'Smart paste',
    words: 'Japanese words',
    lookUp: 'Look up the words',
    summary: '20 words: 19 found, 2 with several readings, 1 not found',
    row: (n: number, word: string) => `Word ${n}: ${word}`,
    meaning: (word: string) => `Meaning (${word})`,
    reading: (word: string) => `Reading (${word})`,
    notFound: 'Not found: type its reading and meaning',
    dictionaryForm: 'Dictionary form: 食べる',
    replace: 'Replace the cards',
    create: 'Create set',
    name: 'Name',
  },
  vi: {
    open: 'Nhập danh sách từ',
    smart: 'Dán thông minh',
    words: 'Từ tiếng Nhật',
    lookUp: 'Tra các từ',
    summary: '20 từ: tìm thấy 19, 2 từ có nhiều cách đọc, 1 từ không tìm thấy',
    row: (n: number, word: string) => `Từ ${n}: ${word}`,
    meaning: (word: string) => `Nghĩa (${word})`,
    reading: (word: string) => `Cách đọc (${word})`,
    notFound: 'Không tìm thấy: hãy nhập cách đọc và nghĩa',
    dictionaryForm: 'Thể từ điển: 食べる',
    replace: 'Thay thế các thẻ',
    create: 'Tạo bộ thẻ',
    name: 'Tên',
  },
};

async function pasteAndLookUp(page: Page, locale: 'en' | 'vi') {
  const c = copy[locale];
  await page.getByRole('button', { name: c.open }).click();
  await page.getByRole('radio', { name: c.smart }).check();
  await page.getByRole('textbox', { name: c.words }).fill(WORDS);
  await page.getByRole('button', { name: c.lookUp }).click();
  await expect(page.getByText(c.summary)).toBeVisible();
}

test('English: the learner picks the readings, fills the unknown word and saves 20 cards', async ({ page }) => {
  const c = copy.en;
  await signUpVerified(page);
  await page.goto('/en/flash-cards/custom/new');
  await page.getByLabel(c.name, { exact: true }).fill('Smart paste');
  await pasteAndLookUp(page, 'en');

  // The most common reading is chosen first; the learner takes the other one, with the keyboard for 上手.
  const today = page.getByRole('listitem', { name: c.row(1, '今日') });
  await expect(today.getByRole('radio', { name: /^きょう/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: c.meaning('今日') })).toHaveValue('today; this day');
  await today.getByRole('radio', { name: /^こんにち/ }).check();
  await expect(page.getByRole('textbox', { name: c.reading('今日') })).toHaveValue('こんにち');
  const skilful = page.getByRole('listitem', { name: c.row(2, '上手') });
  await skilful.getByRole('radio', { name: /^じょうず/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(skilful.getByRole('radio', { name: /^うわて/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: c.meaning('上手') })).toHaveValue('upper part');

  const eaten = page.getByRole('listitem', { name: c.row(3, '食べました') });
  await expect(eaten.getByText(c.dictionaryForm)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Word (食べました)' })).toHaveValue('食べる');
  const unknown = page.getByRole('listitem', { name: c.row(4, 'ぬぽぽ') });
  await expect(unknown.getByText(c.notFound)).toBeVisible();
  await page.getByRole('textbox', { name: c.reading('ぬぽぽ') }).fill('ぬぽぽ');
  await page.getByRole('textbox', { name: c.meaning('ぬぽぽ') }).fill('a made-up word');
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual([]);

  await page.getByRole('button', { name: c.replace }).click();
  await expect(page.getByText('20 cards (2 to 100)')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Word (Card 3)' })).toHaveValue('食べる');
  await expect(page.getByRole('textbox', { name: 'Meaning (Card 5)' })).toHaveValue('cat');
  await page.getByRole('button', { name: c.create }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Smart paste' })).toBeVisible();
  const table = page.getByRole('table');
  for (const text of [
    'こんにち',
    'nowadays, these days; today (formal)',
    'うわて',
    'upper part',
    'たべる',
    'to eat',
    'a made-up word',
    'えいが',
  ]) {
    await expect(table).toContainText(text);
  }
});

test('Vietnamese: built-in words get their Vietnamese meaning, an EDICT-only one is marked', async ({ page }) => {
  const c = copy.vi;
  await signUpVerified(page, { locale: 'vi' });
  await page.goto('/vi/flash-cards/custom/new');
  await page.getByLabel(c.name, { exact: true }).fill('Dán thông minh');
  await page.getByLabel('Ngôn ngữ của nghĩa').selectOption('vi');
  await pasteAndLookUp(page, 'vi');

  await expect(page.getByRole('textbox', { name: c.meaning('今日') })).toHaveValue('hôm nay');
  const skilful = page.getByRole('listitem', { name: c.row(2, '上手') });
  await expect(page.getByRole('textbox', { name: c.meaning('上手') })).toHaveValue('giỏi, khéo');
  await expect(skilful.getByText('Cần nghĩa tiếng Việt')).toHaveCount(0);
  await skilful.getByRole('radio', { name: /^うわて/ }).check();
  // Never a made-up translation: the English meaning, marked for the learner.
  await expect(page.getByRole('textbox', { name: c.meaning('上手') })).toHaveValue('upper part');
  await expect(skilful.getByText('Cần nghĩa tiếng Việt')).toBeVisible();
  await expect(page.getByRole('textbox', { name: c.meaning('食べました') })).toHaveValue('ăn');
  const unknown = page.getByRole('listitem', { name: c.row(4, 'ぬぽぽ') });
  await expect(unknown.getByText(c.notFound)).toBeVisible();
  await page.getByRole('textbox', { name: c.meaning('ぬぽぽ') }).fill('từ bịa');

  await page.getByRole('button', { name: c.replace }).click();
  await expect(page.getByRole('textbox', { name: 'Ghi chú (Thẻ 2)' })).toHaveValue(
    'Nghĩa tiếng Anh: hãy viết nghĩa tiếng Việt',
  );
  await page.getByRole('button', { name: c.create }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Dán thông minh' })).toBeVisible();
  const table = page.getByRole('table');
  for (const text of [
    'hôm nay',
    'うわて',
    'upper part',
    'Nghĩa tiếng Anh: hãy viết nghĩa tiếng Việt',
    'ăn',
    'từ bịa',
    'mèo',
  ]) {
    await expect(table).toContainText(text);
  }
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { THEME_COOKIE } from '@/lib/appearance/appearance';
import { signUpVerified } from './support/auth';

/**
 * The set form's import panel with real exports (the fixtures of the parser's unit tests): an Anki "Notes in
 * Plain Text" file opened from disk becomes clean cards, and a broken list says which lines cannot be read.
 */
test.describe.configure({ timeout: 120_000 });

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/word-lists/${name}`, import.meta.url));

/** axe on the form with the panel open and its preview shown (the accessibility spec sees the panel closed). */
async function expectAccessiblePanel(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' | ')}`),
  ).toEqual([]);
}

test('an Anki export opened from a file becomes plain cards, and the preview says what was left out', async ({
  page,
}) => {
  await signUpVerified(page);
  await page.goto('/en/flash-cards/custom/new');
  await page.getByLabel('Name', { exact: true }).fill('From Anki');
  await page.getByRole('button', { name: 'Import a word list' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a file' }).click();
  await (await chooser).setFiles(fixture('anki-notes-export.txt'));

  // The header lines are read, not rejected; they choose the separators.
  await expect(page.getByText('Read as an Anki file: 6 header lines set the separator and columns.')).toBeVisible();
  await expect(page.getByText('Its GUID, note type, deck, and tags columns are left out.')).toBeVisible();
  await expect(page.getByText('3 sounds and 1 image were left out: cards hold text only.')).toBeVisible();
  await expect(page.getByText(/could not be read/)).toHaveCount(0);
  const tab = page.getByRole('group', { name: 'Between word and meaning' }).getByRole('radio', { name: 'Tab' });
  await expect(tab).toBeChecked();
  await expect(tab).toBeDisabled();

  await page.getByRole('checkbox', { name: 'A pronunciation column after the word' }).check();
  await expect(page.getByText('6 cards read')).toBeVisible();
  await expectAccessiblePanel(page);
  await page.getByRole('button', { name: 'Replace the cards' }).click();
  await expect(page.getByRole('textbox', { name: 'Word (Card 2)' })).toHaveValue('猫');
  await expect(page.getByRole('textbox', { name: 'Pronunciation (Card 1)' })).toHaveValue('いぬ');
  await expect(page.getByRole('textbox', { name: 'Meaning (Card 1)' })).toHaveValue('dog; hound');
  await expect(page.getByRole('textbox', { name: 'Meaning (Card 2)' })).toHaveValue('cat (a small pet)');
  await page.getByRole('button', { name: 'Create set' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'From Anki' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table).toContainText('water & other liquids <not ice>');
  await expect(table).not.toContainText('<br');
  await expect(table).not.toContainText('[sound:');
  await expect(table).not.toContainText('&nbsp;');
});

test('a broken list in Vietnamese: each bad line by number, the rest read; an empty separator is explained', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: THEME_COOKIE, value: 'light', url: baseURL! }]);
  await signUpVerified(page, { locale: 'vi' });
  await page.goto('/vi/flash-cards/custom/new');
  await page.getByRole('button', { name: 'Nhập danh sách từ' }).click();
  const list = page.getByRole('textbox', { name: 'Danh sách từ', exact: true });
  // An unclosed quote on line 2 used to swallow every later line.
  await list.fill('犬\tcon chó\n"猫\tcon mèo\n鳥\tcon chim\nchỉ có từ\n魚\tcon cá');
  await expect(page.getByText('Đọc được 3 thẻ')).toBeVisible();
  await expect(page.getByText('2 dòng không đọc được')).toBeVisible();
  await expect(page.getByText('Dòng 2: “"猫 con mèo” — thiếu dấu ngoặc kép đóng')).toBeVisible();
  await expect(page.getByText('Dòng 4: “chỉ có từ” — thiếu nghĩa')).toBeVisible();
  await expectAccessiblePanel(page);

  // Comma mode keeps a meaning's own commas and spaces.
  await page.getByRole('radio', { name: 'Dấu phẩy' }).check();
  await page.getByRole('checkbox', { name: 'Cột cách đọc sau từ' }).check();
  await list.fill('火,ひ,lửa, ngọn lửa');
  await page.getByRole('button', { name: 'Thay thế các thẻ' }).click();
  await expect(page.getByRole('textbox', { name: 'Nghĩa (Thẻ 1)' })).toHaveValue('lửa, ngọn lửa');

  // A custom separator left empty: the panel says what to type instead of rejecting every line.
  await page.getByRole('button', { name: 'Nhập danh sách từ' }).click();
  await list.fill('犬 = con chó\n猫 = con mèo');
  await page.getByRole('group', { name: 'Giữa từ và nghĩa' }).getByRole('radio', { name: 'Tùy chọn' }).check();
  await expect(page.getByText('Hãy nhập ký tự ngăn cách từ và nghĩa, ví dụ = hoặc |.', { exact: false })).toBeVisible();
  await expect(page.getByText(/không đọc được/)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Giữa từ và nghĩa: Dấu phân cách tùy chọn' }).fill('=');
  await expect(page.getByText('Đọc được 2 thẻ')).toBeVisible();
});

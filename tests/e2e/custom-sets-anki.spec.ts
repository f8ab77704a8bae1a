import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { signUpVerified } from './support/auth';

/**
 * Anki packages in and out, through the set form's import panel: a package written by Python's standard library
 * (tests/fixtures/anki) is previewed, its fields mapped by the learner and saved as sets; a set's package downloads
 * and reads in Python with the saved cards. SCREENSHOTS_DIR, when set, gets the preview at 375 and 1280 px in
 * both themes.
 */
test.describe.configure({ timeout: 150_000 });

const fixtures = fileURLToPath(new URL('../fixtures/anki/', import.meta.url));
const python = (script: string, ...args: string[]) =>
  execFileSync('python3', [`${fixtures}${script}`, ...args], { encoding: 'utf8' });

function pythonPackage(testInfo: { outputPath: (name: string) => string }, newer = false): string {
  const file = testInfo.outputPath(newer ? 'newer.apkg' : 'decks.apkg');
  python('write_apkg.py', file, ...(newer ? ['--anki21b'] : []));
  return file;
}

async function choosePackage(page: Page, button: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['dark', 'light']) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
      const panel = page.getByRole('region', { name: /Anki/ });
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `${dir}/${name}-${width}-${theme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
}

test('an Anki package becomes sets with the fields the learner chose, and a set downloads as a package', async ({
  page,
}, testInfo) => {
  await signUpVerified(page);
  await page.goto('/en/flash-cards/custom/new');
  await page.getByRole('button', { name: 'Import a word list' }).click();
  await choosePackage(page, 'Import an Anki package (.apkg)', pythonPackage(testInfo));

  const type = page.getByRole('group', { name: 'Note type “Japanese (recognition)”' });
  await expect(type.getByLabel('Word from')).toHaveValue('0');
  await expect(type.getByLabel('Reading from')).toHaveValue('1');
  await expect(type.getByLabel('Meaning from')).toHaveValue('2');
  await expect(page.getByText('2 sets will be created').first()).toBeVisible();
  await expect(page.getByText('JLPT N5 › Verbs', { exact: true })).toBeVisible();
  await expect(page.getByText('食べる たべる — to eat; to live on')).toBeVisible();
  await expect(page.getByText('1 media file (sound or picture) is left out: sets hold text only.')).toBeVisible();
  await expect(page.getByText('2 sounds and pictures in the fields are left out.')).toBeVisible();
  await screenshots(page, 'anki-preview-en');

  // The reading goes to the note instead, and only the verbs are imported.
  await type.getByLabel('Reading from').selectOption({ label: '(none)' });
  await type.getByLabel('Note from').selectOption({ label: 'Reading' });
  await expect(page.getByText('食べる — to eat; to live on')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Import “Adjectives”' }).uncheck();
  await expect(page.getByText('1 set will be created').first()).toBeVisible();
  await page.getByRole('button', { name: 'Create 1 set' }).click();

  await expect(page).toHaveURL(/\/en\/my-flash-card/);
  await page.getByRole('link', { name: 'JLPT N5 › Verbs' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'JLPT N5 › Verbs' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table).toContainText('to drink & swallow');
  await expect(table).toContainText('のむ');
  await expect(table).not.toContainText('[sound:');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download for Anki (.apkg)' }).click();
  const file = testInfo.outputPath('export.apkg');
  await (await download).saveAs(file);
  expect((await download).suggestedFilename()).toBe('JLPT N5 › Verbs.apkg');
  const read = JSON.parse(python('read_apkg.py', file)) as { notes: { fields: string[] }[]; cardDecks: string[] };
  expect(read.notes.map((note) => note.fields)).toEqual([
    ['食べる', '', 'to eat; to live on', 'たべる'],
    ['飲む', '', 'to drink &amp; swallow', 'のむ'],
    ['行く', '', 'to go', 'いく'],
  ]);
  expect(read.cardDecks).toEqual(['JLPT N5 › Verbs', 'JLPT N5 › Verbs', 'JLPT N5 › Verbs']);
});

test('in Vietnamese: a newer package is explained, then a readable one is saved', async ({ page }, testInfo) => {
  await signUpVerified(page, { locale: 'vi' });
  await page.goto('/vi/flash-cards/custom/new');
  await page.getByRole('button', { name: 'Nhập danh sách từ' }).click();
  await choosePackage(page, 'Nhập gói Anki (.apkg)', pythonPackage(testInfo, true));
  await expect(page.getByText('Gói này dùng định dạng mới của Anki.', { exact: false })).toBeVisible();

  await choosePackage(page, 'Nhập gói Anki (.apkg)', pythonPackage(testInfo));
  const type = page.getByRole('group', { name: 'Kiểu ghi chú “Japanese (recognition)”' });
  await expect(type.getByLabel('Từ lấy từ')).toHaveValue('0');
  await expect(page.getByText('Sẽ tạo 2 bộ thẻ').first()).toBeVisible();
  await screenshots(page, 'anki-preview-vi');
  await page.getByRole('button', { name: 'Tạo 2 bộ thẻ' }).click();

  await expect(page).toHaveURL(/\/vi\/my-flash-card/);
  await expect(page.getByRole('link', { name: 'Adjectives' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'JLPT N5 › Verbs' }).first().click();
  await expect(page.getByRole('table')).toContainText('たべる');
  await expect(page.getByRole('link', { name: 'Tải về cho Anki (.apkg)' })).toBeVisible();
});

test('a file that is no Anki package is refused in words, nothing is created, and uploads are limited', async ({
  page,
}, testInfo) => {
  await signUpVerified(page);
  await page.goto('/en/flash-cards/custom/new');
  await page.getByRole('button', { name: 'Import a word list' }).click();
  const text = testInfo.outputPath('words.apkg');
  execFileSync('sh', ['-c', `printf '犬\\tdog\\n' > "${text}"`]);
  await choosePackage(page, 'Import an Anki package (.apkg)', text);
  const notZip = page.getByText('This is not an Anki package: an .apkg or .colpkg file is a zip archive.');
  await expect(notZip).toBeVisible();

  // 20 uploads an hour per learner (ankiImportPerUser): the first was the file above, the 21st is refused before
  // the server reads it, and the panel says how long to wait.
  for (let i = 2; i <= 20; i++) {
    const read = await page.request.post('/api/custom-sets/anki-import', { data: Buffer.from('not a package') });
    expect(read.status(), `upload ${i}`).toBe(422);
  }
  const refused = await page.request.post('/api/custom-sets/anki-import', { data: Buffer.from('not a package') });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(3500);
  await choosePackage(page, 'Import an Anki package (.apkg)', pythonPackage(testInfo));
  await expect(page.getByText('You have opened many packages in a short time: try again in 60 minutes.')).toBeVisible();
  await expect(notZip).toBeHidden();

  await page.goto('/en/my-flash-card');
  await expect(page.getByText('Oops! You have no flashcard sets')).toBeVisible();
});

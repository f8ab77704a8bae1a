import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { callAction, setInput } from './support/actions';
import { newSignedInPage } from './support/db-users';
import { BASE_URL } from './support/servers';

/**
 * Custom flash-card sets end to end: create (typing and importing), study, share, the community, the
 * 404 for private sets, delete.
 *
 * Users are written straight into the app's database (support/db-users.ts), so this needs DATABASE_URL.
 */

test.describe.configure({ timeout: 120_000 });
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL: the users are created in the app database');

test('create a set by typing, study it, share it with the community, hide it and delete it', async ({ browser }) => {
  const owner = await newSignedInPage(browser, 'owner');
  const page = owner.page;
  await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const name = `Animals ${randomUUID().slice(0, 6)}`;

  // My sets starts empty.
  await expect(page.getByRole('heading', { name: 'Oops! You have no flashcard sets' })).toBeVisible();
  await page.getByRole('link', { name: 'Create a set' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create a flash-card set' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Word (Card 1)' }).fill('犬');
  await page.getByRole('textbox', { name: 'Pronunciation (Card 1)' }).fill('いぬ');
  await page.getByRole('textbox', { name: 'Meaning (Card 1)' }).fill('dog');
  await page.getByRole('textbox', { name: 'Word (Card 2)' }).fill('猫');
  await page.getByRole('textbox', { name: 'Meaning (Card 2)' }).fill('cat');
  // Tab from the last card's note adds a card and moves into it.
  await page.getByRole('textbox', { name: 'Note (Card 2)' }).press('Tab');
  await expect(page.getByRole('textbox', { name: 'Word (Card 3)' })).toBeFocused();
  // The new card is not scolded before the learner has been in its fields: an error shown too early vanished
  // on blur and moved the save button from under the pointer between press and release (a lost click).
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await page.keyboard.type('鳥');
  // Saving without the meaning is refused with its translated message, and nothing typed is lost.
  await page.getByRole('button', { name: 'Create set' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Word (Card 3)' })).toHaveValue('鳥');
  await page.getByRole('textbox', { name: 'Meaning (Card 3)' }).fill('bird');
  // Alt+↑ moves the bird card above the cat.
  await page.getByRole('textbox', { name: 'Meaning (Card 3)' }).press('Alt+ArrowUp');
  await expect(page.getByRole('textbox', { name: 'Word (Card 2)' })).toHaveValue('鳥');
  await page.getByRole('button', { name: 'Create set' }).click();

  // The set page: study view, tests, card table.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const setUrl = page.url();
  expect(setUrl).toMatch(/\/en\/flash-cards\/custom\/[A-Za-z0-9_-]{12}$/);
  const path = new URL(setUrl).pathname.replace(/^\/en/, '');
  await expect(page.getByRole('link', { name: 'Written test' })).toHaveAttribute('href', `/en${path}/written-test`);
  await expect(page.getByRole('link', { name: 'Multiple-choice test' })).toHaveAttribute(
    'href',
    `/en${path}/multi-choice-test`,
  );
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(2)).toContainText('鳥');
  // Study it: the first card (犬) flips to its meaning.
  const studyCard = page.getByTestId('flash-card');
  await expect(studyCard).toContainText('犬');
  await page.getByRole('button', { name: 'Flip card' }).first().click();
  await expect(studyCard).toHaveAttribute('data-flipped', 'true');
  await expect(studyCard.locator('[data-face="back"]')).toContainText('dog');

  // Make it public (with confirmation) and copy its link.
  await page.getByRole('button', { name: 'Make public' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make public' }).click();
  await expect(page.getByText('The set is public now')).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied! Share with friends')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(setUrl);

  // Another learner finds it in the community, with the owner's name.
  const other = await newSignedInPage(browser, 'other');
  await other.page.goto('/en/flash-cards/custom');
  await other.page.getByRole('searchbox', { name: 'Search by name or description' }).fill(name);
  await other.page.getByRole('button', { name: 'Apply' }).click();
  const card = other.page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(`by ${owner.user.name}`);
  await card.getByRole('link', { name }).click();
  await expect(other.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(other.page.getByText(`Made by ${owner.user.name}`)).toBeVisible();
  await expect(other.page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  // A signed-out visitor opens the shared link: real content and a rich preview.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(setUrl);
  await expect(guestPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(guestPage).toHaveTitle(`${name} | Kotonoha`);
  // Absolute addresses use SITE_URL (the public address), so compare their paths.
  const canonical = await guestPage.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe(`/en${path}`);
  await expect(guestPage.locator('link[rel="alternate"][hreflang="vi"]')).toHaveAttribute(
    'href',
    new RegExp(`/vi${path}$`),
  );
  await expect(guestPage.locator('meta[property="og:title"]')).toHaveAttribute('content', `${name} | Kotonoha`);
  await expect(guestPage.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const ogImage = new URL((await guestPage.locator('meta[property="og:image"]').getAttribute('content'))!);
  expect(ogImage.pathname).toBe(`/api/og/custom-set/${path.split('/').pop()}`);
  const image = await guestPage.request.get(`${ogImage.pathname}${ogImage.search}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const sitemap = await (await guestPage.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/en${path}</loc>`);

  // Private again: a 404 for everybody but the owner.
  await page.getByRole('button', { name: 'Make private' }).click();
  await expect(page.getByText('The set is private now')).toBeVisible();
  await other.page.reload();
  await expect(other.page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await guestPage.reload();
  await expect(guestPage.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // …and gone from the community's results for that search, which were cached when it was found above.
  await other.page.goto(`/en/flash-cards/custom?q=${encodeURIComponent(name)}`);
  await expect(other.page.getByRole('heading', { name: 'Oops! No sets found' })).toBeVisible();

  // Delete it from "my sets", after confirming.
  await page.goto('/en/my-flash-card');
  await page
    .getByRole('group', { name: `Actions for ${name}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete set' }).click();
  await expect(page.getByRole('heading', { name: 'Oops! You have no flashcard sets' })).toBeVisible();
  const gone = await page.goto(setUrl);
  expect(gone?.status()).toBe(404);

  await Promise.all([owner.context.close(), other.context.close(), guest.close()]);
});

test('create a set by importing a word list, in Vietnamese, and copy its words', async ({ browser }) => {
  const { context, page } = await newSignedInPage(browser, 'importer');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await page.goto('/vi/flash-cards/custom/new');
  await page.getByLabel('Tên', { exact: true }).fill('Từ vựng nhập');
  await page.getByRole('button', { name: 'Nhập danh sách từ' }).click();
  await page.getByRole('radio', { name: 'Dấu phẩy' }).check();
  await page.getByRole('checkbox', { name: 'Cột cách đọc sau từ' }).check();
  // Windows line ends, a blank line, a quoted meaning with a comma, a line without a meaning.
  await page
    .getByRole('textbox', { name: 'Danh sách từ' })
    .fill('犬,いぬ,con chó\r\n\r\n猫,ねこ,"con mèo, mèo nhà"\r\nchỉ có từ\r\n鳥,とり,con chim\r\n');
  await expect(page.getByText('Đọc được 3 thẻ')).toBeVisible();
  await expect(page.getByText('1 dòng không đọc được')).toBeVisible();
  await expect(page.getByText('Dòng 4: “chỉ có từ” — thiếu nghĩa')).toBeVisible();
  await page.getByRole('button', { name: 'Thay thế các thẻ' }).click();
  await expect(page.getByRole('textbox', { name: 'Nghĩa (Thẻ 2)' })).toHaveValue('con mèo, mèo nhà');
  await page.getByRole('button', { name: 'Tạo bộ thẻ' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Từ vựng nhập' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Sao chép từ' }).click();
  await expect(page.getByText('Đã sao chép 3 từ vào bộ nhớ tạm')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '犬\tいぬ\tcon chó\n猫\tねこ\tcon mèo, mèo nhà\n鳥\tとり\tcon chim',
  );
  await context.close();
});

test('another user cannot open the edit form of a set, and a guest sees the community explained', async ({
  browser,
}) => {
  const owner = await newSignedInPage(browser, 'editor');
  await owner.page.goto('/en/flash-cards/custom/new');
  await owner.page.getByLabel('Name', { exact: true }).fill('Private words');
  for (const [n, word, meaning] of [
    [1, 'a', 'b'],
    [2, 'c', 'd'],
  ] as const) {
    await owner.page.getByRole('textbox', { name: `Word (Card ${n})` }).fill(word);
    await owner.page.getByRole('textbox', { name: `Meaning (Card ${n})` }).fill(meaning);
  }
  await owner.page.getByRole('button', { name: 'Create set' }).click();
  await expect(owner.page.getByRole('heading', { level: 1, name: 'Private words' })).toBeVisible();
  const editUrl = `${owner.page.url()}/edit`;

  const other = await newSignedInPage(browser, 'intruder');
  const response = await other.page.goto(editUrl);
  expect(response?.status()).toBe(404);

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto('/en/flash-cards/custom');
  await expect(guestPage.getByRole('heading', { name: 'Flash-card sets made by learners' })).toBeVisible();
  await guestPage.getByRole('link', { name: 'Log in to browse' }).click();
  await expect(guestPage).toHaveURL(/\/en\/auth\/login\?redirect=%2Fen%2Fflash-cards%2Fcustom/);
  await Promise.all([owner.context.close(), other.context.close(), guest.close()]);
});

test('the community is one prerendered page for guests; a session that is not a member’s is read per request', async ({
  request,
}) => {
  // A guest: the prerendered file, which a shared cache may keep (the build's own Cache-Control for static pages).
  const guest = await request.get('/en/flash-cards/custom');
  expect(guest.status()).toBe(200);
  expect(guest.headers()['cache-control']).toContain('s-maxage');
  expect(await guest.text()).toContain('Log in to browse');
  // An ended session (a cookie no server accepts) is a guest too, but read per request and kept by nobody.
  const ended = await request.get('/vi/flash-cards/custom', { headers: { Cookie: 'authjs.session-token=ended' } });
  expect(ended.status()).toBe(200);
  expect(ended.headers()['cache-control']).toBe('private, no-cache');
  expect(await ended.text()).toContain('Đăng nhập');
  // The page behind that rewrite is not an address of its own.
  expect((await request.get('/en/flash-cards/custom/signed-in')).status()).toBe(404);
});

test('a set form whose scripts never arrived cannot be sent by the browser itself, which would lose every card', async ({
  browser,
}) => {
  const { context, page } = await newSignedInPage(browser, 'stranded');
  // The server went away mid-load: the page's HTML arrived, its scripts did not.
  await page.route('**/_next/static/**', (route) => route.abort('connectionrefused'));
  await page.goto('/en/flash-cards/custom/new');
  await page.getByLabel('Name', { exact: true }).fill('Typed before the scripts');
  await expect(page.getByRole('button', { name: 'Create set' })).toBeDisabled();

  // With its scripts, the same form can be sent.
  await page.unroute('**/_next/static/**');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Create set' })).toBeEnabled();
  await context.close();
});

test('take both tests on a set: written, then multiple choice by keyboard; the set page shows the best score', async ({
  browser,
}) => {
  const { page } = await newSignedInPage(browser, 'tester');
  const cards = [
    { word: '犬', pronunciation: 'いぬ', meaning: 'dog', note: '' },
    { word: '猫', pronunciation: 'ねこ', meaning: 'cat', note: '' },
    { word: '鳥', pronunciation: 'とり', meaning: 'bird', note: '' },
  ];
  const created = await callAction(page.request, 'saveSetAction', [setInput('Pets to test', { cards }), null], 'new');
  expect(created.result, created.body.slice(0, 200)).toMatchObject({ ok: true });
  const path = `/en/flash-cards/custom/${(created.result as { id: string }).id}`;
  const meaningOf = new Map(cards.map((card) => [card.word, card.meaning]));

  // Written: meaning from term, every answer right (one typed loosely).
  await page.goto(`${path}/written-test`);
  await page.getByRole('radio', { name: 'Meaning from term' }).check();
  await page.getByLabel('Number of questions').fill('3');
  await page.getByRole('button', { name: 'Start the test' }).click();
  for (let i = 1; i <= 3; i++) {
    await expect(page.getByText(`Question ${i} of 3`, { exact: true })).toBeVisible();
    const term = (await page.locator('p[lang="ja"]').first().innerText()).trim();
    const field = page.getByRole('textbox', { name: 'What does it mean?' });
    await field.fill(i === 1 ? ` ${meaningOf.get(term)!.toUpperCase()}! ` : meaningOf.get(term)!);
    await field.press('Enter');
    await expect(page.getByText('Correct!')).toBeVisible();
    await field.press('Enter');
  }
  await expect(page.getByRole('heading', { name: 'Test completed' })).toBeVisible();
  await expect(page.getByTestId('exam-percent')).toHaveText('100%');

  // Multiple choice by keyboard: three cards, three options; the second answer is wrong on purpose.
  await page.goto(`${path}/multi-choice-test`);
  await page.getByLabel('Number of questions').focus();
  await page.keyboard.press('Enter');
  for (let i = 1; i <= 3; i++) {
    await expect(page.getByText(`Question ${i} of 3`, { exact: true })).toBeVisible();
    const term = (await page.locator('p[lang="ja"]').first().innerText()).trim();
    const options = page.getByRole('list', { name: 'What does it mean?' }).getByRole('button');
    await expect(options).toHaveCount(3);
    const texts = (await options.allInnerTexts()).map((t) => t.replace(/^\d\s*/, '').trim());
    const right = texts.indexOf(meaningOf.get(term)!);
    expect(right, `${term}: ${texts.join(' | ')}`).toBeGreaterThanOrEqual(0);
    const pick = i === 2 ? (right + 1) % 3 : right;
    await page.keyboard.press(String(pick + 1));
    await expect(page.getByText(pick === right ? 'Correct!' : 'Not quite', { exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('exam-percent')).toHaveText('67%');

  // The set page keeps one best per test type and says which: the perfect written test does not hide the other.
  await page.goto(path);
  await expect(page.getByTestId('best-score')).toHaveText('Best: written 100% · multiple choice 67%');
});

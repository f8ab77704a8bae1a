import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { callAction, setInput } from './support/actions';
import { signUpVerified } from './support/auth';

/**
 * Long unbroken text (a pasted URL, a 255-character word with no space) on a phone: every screen that shows a
 * set wraps or truncates it, so the page never scrolls sideways at 375 px. Each screen is measured after it
 * shows the long text, in both themes' common layout (colours do not change widths).
 */
test.describe.configure({ timeout: 180_000 });
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL: the set is saved through the real action');
test.use({ viewport: { width: 375, height: 812 } });

const url = `https://example.com/${'very-long-path-segment-'.repeat(10)}index.html`.slice(0, 250);
const unbroken = (start: string, length = 255) => `${start}${'x'.repeat(length - start.length)}`;
const cards = ['A', 'B', 'C', 'D'].map((letter) => ({
  word: unbroken(letter),
  pronunciation: unbroken(letter.toLowerCase()),
  meaning: unbroken(`M${letter}`),
  note: url,
}));

/** The page is no wider than the window (soft: one run lists every screen that is not). */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect
    .soft(scrollWidth, `${screen}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`)
    .toBeLessThanOrEqual(innerWidth);
}

test('a set of long unbroken text never makes a screen scroll sideways at 375 px', async ({ page, browser }) => {
  await signUpVerified(page);
  const tag = `Long${randomUUID().slice(0, 6)}`;
  const name = `${tag}${'n'.repeat(190)}`;
  const created = await callAction(
    page.request,
    'saveSetAction',
    [setInput(name, { description: url, visibility: 'everyone', customLevel: 'x'.repeat(10), cards }), null],
    'new',
  );
  expect(created.result, created.body.slice(0, 200)).toMatchObject({ ok: true });
  const path = `/en/flash-cards/custom/${(created.result as { id: string }).id}`;

  // The set page as its owner: title, description, study card (both faces), card table.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('table')).toContainText(cards[3]!.meaning);
  await expectNoSidewaysScroll(page, 'set page (owner)');
  await page.getByRole('button', { name: 'Flip card' }).first().click();
  await expect(page.getByTestId('flash-card')).toHaveAttribute('data-flipped', 'true');
  await expectNoSidewaysScroll(page, 'study card, meaning side');

  // The edit form.
  await page.goto(`${path}/edit`);
  await expect(page.getByRole('textbox', { name: 'Meaning (Card 4)' })).toHaveValue(cards[3]!.meaning);
  await expectNoSidewaysScroll(page, 'edit form');

  // My sets.
  await page.goto('/en/my-flash-card');
  await expect(page.getByText(url)).toBeVisible();
  await expectNoSidewaysScroll(page, 'my sets');

  // The community, found by the start of its name.
  await page.goto(`/en/flash-cards/custom?q=${tag}`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expectNoSidewaysScroll(page, 'community');

  // The written test: the long word as the prompt, then a wrong answer shows the long meaning.
  await page.goto(`${path}/written-test`);
  await page.getByRole('radio', { name: 'Meaning from term' }).check();
  await page.getByRole('button', { name: 'Start the test' }).click();
  const field = page.getByRole('textbox', { name: 'What does it mean?' });
  await expect(field).toBeVisible();
  await expectNoSidewaysScroll(page, 'written test, question');
  await field.fill('wrong');
  await field.press('Enter');
  await expect(page.getByText('Not quite', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, 'written test, answer');
  await page.getByRole('button', { name: 'End test' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End test' }).click();
  await expect(page.getByRole('heading', { name: 'Test completed' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'written test, results');

  // The multiple-choice test: four long meanings as the options, then the feedback.
  await page.goto(`${path}/multi-choice-test`);
  await page.getByRole('radio', { name: 'Meaning from term' }).check();
  await page.getByRole('button', { name: 'Start the test' }).click();
  const options = page.getByRole('list', { name: 'What does it mean?' }).getByRole('button');
  await expect(options).toHaveCount(4);
  await expectNoSidewaysScroll(page, 'multiple-choice test, question');
  await options.first().click();
  await expectNoSidewaysScroll(page, 'multiple-choice test, answer');

  // The set page as a guest sees it (the cached public page).
  const guest = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const guestPage = await guest.newPage();
  await guestPage.goto(path);
  await expect(guestPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoSidewaysScroll(guestPage, 'set page (guest)');

  // Its preview image (Open Graph) keeps the text inside the picture: the right margin is bare background.
  const image = await guestPage.request.get(`/api/og/custom-set/${path.split('/').pop()}`);
  expect(image.status()).toBe(200);
  const { data, info } = await sharp(await image.body())
    .extract({ left: 1160, top: 0, width: 40, height: 630 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const brightest = Math.max(...data.filter((_, index) => index % info.channels < 3));
  expect(brightest, 'the brightest pixel of the right margin of the preview image').toBeLessThan(60);
  await guest.close();
});

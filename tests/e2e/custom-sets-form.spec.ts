import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { callAction, setInput } from './support/actions';
import { DB_USER_PASSWORD, newSignedInPage, signIn, withDatabase } from './support/db-users';

/**
 * The set form as a learner lives with it: cancelling and leaving with unsaved changes, a session that ends
 * while the form is open, drafts on a computer that several people use. Users are written straight into the
 * app's database (support/db-users.ts), so this needs DATABASE_URL.
 */

test.describe.configure({ timeout: 120_000 });
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL: the users are created in the app database');

async function createSet(page: Page, name: string) {
  const created = await callAction(page.request, 'saveSetAction', [setInput(name), null], 'new');
  expect(created.result, created.body.slice(0, 200)).toMatchObject({ ok: true });
  return (created.result as unknown as { id: string }).id;
}

const field = (page: Page, name: string, card: number) => page.getByRole('textbox', { name: `${name} (Card ${card})` });

/** The form's local drafts on this device (their keys). */
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kotonoha:set-draft:')));

test('Cancel discards the changes after asking, and leaving the form with unsaved changes asks first', async ({
  browser,
}) => {
  const { context, page } = await newSignedInPage(browser, 'canceller');
  const id = await createSet(page, 'Cancelled edits');
  const setPage = new RegExp(`/en/flash-cards/custom/${id}$`);

  // Nothing changed: Cancel leaves at once.
  await page.goto(`/en/flash-cards/custom/${id}/edit`);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(setPage);

  // Changed: Cancel asks; "Keep editing" keeps the change, "Discard changes" drops it for good.
  await page.goto(`/en/flash-cards/custom/${id}/edit`);
  await field(page, 'Meaning', 1).fill('a cancelled meaning');
  await page.getByRole('link', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard your changes?' });
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, 'Meaning', 1)).toHaveValue('a cancelled meaning');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(setPage);
  await expect(page.getByRole('table')).not.toContainText('a cancelled meaning');

  // Back in the form, the cancelled text does not come back as a "restored" draft.
  await page.goto(`/en/flash-cards/custom/${id}/edit`);
  await expect(field(page, 'Meaning', 1)).toHaveValue('secret');
  await expect(page.getByText('We restored the changes you had not saved yet.')).toHaveCount(0);

  // A link elsewhere in the app asks before leaving unsaved changes.
  await field(page, 'Word', 2).fill('錠');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My sets' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(field(page, 'Word', 2)).toHaveValue('錠');

  // So does the browser's Back button…
  await page.goBack();
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(/\/edit$/);
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(field(page, 'Word', 2)).toHaveValue('錠');

  // …and a reload or closing the tab (the browser's own question).
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))),
  );
  await page.reload({ timeout: 3000 }).catch(() => {});
  expect(await asked).toBe('beforeunload');
  await expect(field(page, 'Word', 2)).toHaveValue('錠');

  // Leaving for real from the in-app question goes where the link pointed.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My sets' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/en\/my-flash-card$/);
  await page.goto(`/en/flash-cards/custom/${id}/edit`);
  await expect(field(page, 'Word', 2)).toHaveValue('鍵');
  await context.close();
});

test('a session that ended in another tab: the form says so, links to the login page and comes back with the draft', async ({
  browser,
}) => {
  const { context, page, user } = await newSignedInPage(browser, 'ended');
  await page.goto('/en/flash-cards/custom/new');
  await page.getByLabel('Name', { exact: true }).fill('Typed before the sign-out');
  await field(page, 'Word', 1).fill('犬');
  await field(page, 'Meaning', 1).fill('dog');
  await field(page, 'Word', 2).fill('猫');
  await field(page, 'Meaning', 2).fill('cat');

  // Signed out in another tab of the same browser.
  const other = await context.newPage();
  await other.goto('/en/settings');
  await other.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(other).toHaveURL(/\/en\/auth\/login/);
  await other.close();

  await page.getByRole('button', { name: 'Create set' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Your session has ended' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('check your connection')).toHaveCount(0);
  const login = alert.getByRole('link', { name: 'Log in' });
  await expect(login).toHaveAttribute('href', '/en/auth/login?redirect=%2Fen%2Fflash-cards%2Fcustom%2Fnew');

  // The learner logs in and is back in the form with everything typed.
  await login.click();
  const form = page.locator('form[data-form="login"]');
  await form.locator('input[name="email"]').fill(user.email);
  await form.locator('input[name="password"]').fill(DB_USER_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/flash-cards\/custom\/new$/, { timeout: 30_000 });
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Typed before the sign-out');
  await expect(field(page, 'Meaning', 2)).toHaveValue('cat');
  await page.getByRole('button', { name: 'Create set' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Typed before the sign-out' })).toBeVisible();
  await context.close();
});

for (const locale of ['en', 'vi'] as const) {
  test(`change password after the session ended elsewhere keeps what was typed and says so (${locale})`, async ({
    browser,
  }) => {
    const words = {
      en: { ended: 'Your session has ended', login: 'Log in in a new tab', changed: 'Password changed successfully!' },
      vi: {
        ended: 'Phiên đăng nhập đã kết thúc',
        login: 'Đăng nhập trong thẻ mới',
        changed: 'Đổi mật khẩu thành công!',
      },
    }[locale];
    const { context, page, user } = await newSignedInPage(browser, 'pwchange');
    await page.goto(`/${locale}/auth/change-password`);
    const form = page.locator('form[data-form="change-password"]');
    await form.locator('input[name="currentPassword"]').fill(DB_USER_PASSWORD);
    await form.locator('input[name="password"]').fill('Kotonoha#2025');
    await form.locator('input[name="confirmPassword"]').fill('Kotonoha#2025');

    const other = await context.newPage();
    await other.goto(`/${locale}/settings`);
    await other.getByRole('button', { name: locale === 'en' ? 'Sign out' : 'Đăng xuất', exact: true }).click();
    await expect(other).toHaveURL(/\/auth\/login/);
    await other.close();

    // The form stays, with everything typed, and says what happened and what to do.
    await form.locator('button[type="submit"]').click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(words.ended);
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/change-password$`));
    await expect(form.locator('input[name="currentPassword"]')).toHaveValue(DB_USER_PASSWORD);
    await expect(form.locator('input[name="password"]')).toHaveValue('Kotonoha#2025');
    await expect(form.locator('input[name="confirmPassword"]')).toHaveValue('Kotonoha#2025');

    // The login opens in a new tab; once signed in there, the same form goes through.
    const login = alert.getByRole('link', { name: words.login });
    await expect(login).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), login.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(`/${locale}/auth/login`);
    await tab.close();
    await signIn(page, user.email);
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('status')).toHaveText(words.changed);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await context.close();
  });
}

test('drafts belong to their account: signing out removes them, and another account never gets them', async ({
  browser,
}) => {
  const { context, page } = await newSignedInPage(browser, 'drafter');
  // A draft left by an older version of the app, which did not record whose it was.
  await page.evaluate(
    (values) => localStorage.setItem('kotonoha:set-draft:v1:new', JSON.stringify({ values, version: 0 })),
    setInput('Nobody knows whose'),
  );
  await page.goto('/en/flash-cards/custom/new');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByText('We restored the changes you had not saved yet.')).toHaveCount(0);

  await page.getByLabel('Name', { exact: true }).fill(`Private plans ${randomUUID().slice(0, 4)}`);
  await field(page, 'Word', 1).fill('秘密');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  // The same account finds its draft again…
  await page.goto('/en/my-flash-card');
  await page.goto('/en/flash-cards/custom/new');
  await expect(page.getByText('We restored the changes you had not saved yet.')).toBeVisible();
  await expect(field(page, 'Word', 1)).toHaveValue('秘密');

  // …until it signs out: then nothing of it stays on the device.
  await page.goto('/en/settings');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/auth\/login/);
  expect(await draftKeys(page)).toEqual([]);

  // A draft of an account whose session merely ended stays its own: another account does not get it.
  const second = await newSignedInPage(browser, 'left-open');
  await second.page.goto('/en/flash-cards/custom/new');
  await field(second.page, 'Word', 1).fill('日記');
  await expect.poll(() => draftKeys(second.page)).toHaveLength(1);
  await second.context.clearCookies();
  const next = await newSignedInPage(browser, 'next-user');
  const [draft] = await draftKeys(second.page);
  const stored = await second.page.evaluate((key) => localStorage.getItem(key), draft!);
  await next.context.close();
  // The same browser, a different account.
  await signIn(second.page, next.user.email);
  await second.page.goto('/en/flash-cards/custom/new');
  await expect(field(second.page, 'Word', 1)).toHaveValue('');
  await expect(second.page.getByText('We restored the changes you had not saved yet.')).toHaveCount(0);
  // The first account's draft is still there for it.
  expect(await second.page.evaluate((key) => localStorage.getItem(key), draft!)).toBe(stored);
  await Promise.all([context.close(), second.context.close()]);
});

test('deleting the account removes its drafts from the device', async ({ browser }) => {
  const { context, page, user } = await newSignedInPage(browser, 'leaver');
  await page.goto('/en/flash-cards/custom/new');
  await field(page, 'Word', 1).fill('さようなら');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  await page.goto('/en/settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByRole('dialog').getByLabel('Your email address').fill(user.email);
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/en\/auth\/login\?deleted=1$/);
  expect(await draftKeys(page)).toEqual([]);
  await context.close();
});

test('copies get the locale’s numbered name; the card table has the form’s column order; an empty form has nothing to copy', async ({
  browser,
}) => {
  const { context, page } = await newSignedInPage(browser, 'copier');
  const name = `Từ vựng ${randomUUID().slice(0, 4)}`;
  const id = await createSet(page, name);

  // Duplicated twice from "my sets", in Vietnamese.
  await page.goto('/vi/my-flash-card');
  const duplicate = page.getByRole('group', { name: `Thao tác cho ${name}`, exact: true }).getByRole('button', {
    name: 'Nhân bản',
  });
  await duplicate.click();
  await expect(page.getByRole('link', { name: `${name} (bản sao)`, exact: true })).toBeVisible();
  await duplicate.click();
  await expect(page.getByRole('link', { name: `${name} (bản sao 2)`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `${name} (bản sao)`, exact: true })).toBeVisible();

  // The table reads like the form: word, pronunciation, meaning, note.
  await page.goto(`/en/flash-cards/custom/${id}`);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
    'Word',
    'Pronunciation',
    'Meaning',
    'Note',
  ]);
  await expect(page.getByRole('table').getByRole('row').nth(1).getByRole('cell')).toHaveText(['ひみつ', 'secret', '—']);

  // Copy words on a form without words says there is nothing to copy.
  await page.goto('/en/flash-cards/custom/new');
  await page.getByRole('button', { name: 'Copy words' }).click();
  await expect(page.getByText('There are no words to copy yet')).toBeVisible();
  await expect(page.getByText(/Copied 0 words/)).toHaveCount(0);
  await context.close();
});

test('a save held up by a locked row says it is still saving, and completes once the lock is gone', async ({
  browser,
}) => {
  const { context, page } = await newSignedInPage(browser, 'patient');
  const id = await createSet(page, 'Slow database');
  await page.goto(`/en/flash-cards/custom/${id}/edit`);
  await field(page, 'Meaning', 1).fill('kept through the wait');

  // Another connection holds the set's row for 8 s (a long transaction elsewhere: a slow or busy database).
  await withDatabase(async (client) => {
    await client.query('BEGIN');
    await client.query('SELECT id FROM "FlashCardSet" WHERE id = $1 FOR UPDATE', [id]);
    const locked = Date.now();
    await page.getByRole('button', { name: 'Save set' }).click();
    await expect(page.getByText('Still saving…')).toBeVisible({ timeout: 6000 });
    await page.waitForTimeout(Math.max(0, 8000 - (Date.now() - locked)));
    await client.query('COMMIT');
  });
  await expect(page.getByText('Set saved')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/en/flash-cards/custom/${id}$`));
  await expect(page.getByRole('table')).toContainText('kept through the wait');
  await context.close();
});

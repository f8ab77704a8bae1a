import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type enMessages from '@/messages/en.json';
import { callAction, setInput } from './support/actions';
import { newSignedInPage } from './support/db-users';

/**
 * Whether a set is public, as its owner sees it: the set page says "Public" as it says "Private", and making a
 * set public asks the same question from its form as from "my sets". Needs DATABASE_URL (support/db-users.ts).
 */

test.describe.configure({ timeout: 120_000 });
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL: the users are created in the app database');

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const messages: Record<'en' | 'vi', typeof enMessages> = {
  en: readJson('messages/en.json'),
  vi: readJson('messages/vi.json'),
};

async function createSet(page: Page, name: string) {
  const created = await callAction(page.request, 'saveSetAction', [setInput(name), null], 'new');
  expect(created.result, created.body.slice(0, 200)).toMatchObject({ ok: true });
  return (created.result as unknown as { id: string }).id;
}

const says = (on: Page, text: string) => on.locator('main').getByText(text, { exact: true });
const everyone = (t: (typeof messages)['en']['customSets']) => new RegExp(`^${t.visibility.everyone}`);

for (const locale of ['en', 'vi'] as const) {
  const t = messages[locale].customSets;

  test(`${locale}: a set's page says Private, and Public once it is made public`, async ({ browser }) => {
    const { context, page } = await newSignedInPage(browser, 'publisher');
    const name = `Visible ${randomUUID().slice(0, 6)}`;
    const id = await createSet(page, name);
    await page.goto(`/${locale}/flash-cards/custom/${id}`);
    await expect(says(page, t.set.private)).toBeVisible();
    await expect(says(page, t.set.public)).toHaveCount(0);

    await page.getByRole('button', { name: t.mySets.makePublic }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.mySets.publicConfirm }).click();
    await expect(says(page, t.set.public)).toBeVisible();
    await expect(says(page, t.set.private)).toHaveCount(0);
    // A visitor reads it too.
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(`/${locale}/flash-cards/custom/${id}`);
    await expect(says(guestPage, t.set.public)).toBeVisible();
    await Promise.all([context.close(), guest.close()]);
  });

  test(`${locale}: publishing from the set form asks what "my sets" asks`, async ({ browser }) => {
    const { context, page } = await newSignedInPage(browser, 'publisher');
    const name = `Visible ${randomUUID().slice(0, 6)}`;
    const id = await createSet(page, name);

    // "My sets" asks before a set becomes public: its question, kept to compare, then cancelled.
    await page.goto(`/${locale}/my-flash-card`);
    await page.getByRole('button', { name: t.mySets.makePublic }).click();
    const fromList = page.getByRole('dialog');
    await expect(fromList).toBeVisible();
    const question = await fromList.innerText();
    expect(question).toContain(t.mySets.publicTitle.replace('{name}', name));
    expect(question).toContain(t.mySets.publicText);
    await fromList.getByRole('button', { name: t.mySets.cancel }).click();
    await expect(fromList).toHaveCount(0);

    // The form asks the same question; cancelling keeps the form as it is, nothing saved.
    await page.goto(`/${locale}/flash-cards/custom/${id}/edit`);
    await page.getByRole('radio', { name: everyone(t) }).check();
    await page.getByRole('button', { name: t.form.save, exact: true }).click();
    const fromForm = page.getByRole('dialog');
    await expect(fromForm).toBeVisible();
    expect(await fromForm.innerText()).toBe(question);
    await fromForm.getByRole('button', { name: t.mySets.cancel }).click();
    await expect(fromForm).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${locale}/flash-cards/custom/${id}/edit$`));
    await expect(page.getByRole('radio', { name: everyone(t) })).toBeChecked();

    // Confirmed, the set is saved public.
    await page.getByRole('button', { name: t.form.save, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.mySets.publicConfirm }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/flash-cards/custom/${id}$`));
    await expect(says(page, t.set.public)).toBeVisible();

    // Saving a set that is already public asks nothing.
    await page.goto(`/${locale}/flash-cards/custom/${id}/edit`);
    await page.getByRole('button', { name: t.form.save, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/flash-cards/custom/${id}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
}

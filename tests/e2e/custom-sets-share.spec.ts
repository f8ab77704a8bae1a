import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { callAction, setInput } from './support/actions';
import { signUpVerified } from './support/auth';
import { BASE_URL } from './support/servers';

/**
 * Sharing a set's link: a private set's link is a 404 for everybody else, so "Copy link" is offered only for
 * public sets — on My sets as on the set page — and the link it copies opens for a signed-out friend.
 */
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL: the set is saved through the real action');

test('"Copy link" appears only once a set is public, and the copied link opens for a guest', async ({
  page,
  browser,
}) => {
  await signUpVerified(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const name = `Shared later ${randomUUID().slice(0, 6)}`;
  const created = await callAction(page.request, 'saveSetAction', [setInput(name), null], 'new');
  expect(created.result, created.body.slice(0, 200)).toMatchObject({ ok: true });
  const setPath = `/en/flash-cards/custom/${(created.result as { id: string }).id}`;

  // Private: neither My sets nor the set page offers a link that would be a 404 for friends.
  await page.goto('/en/my-flash-card');
  const actions = page.getByRole('group', { name: `Actions for ${name}` });
  await expect(actions.getByRole('button', { name: 'Make public' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await page.goto(setPath);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);

  // Public (after the confirmation): the link is offered, and it works for somebody signed out.
  await page.goto('/en/my-flash-card');
  await actions.getByRole('button', { name: 'Make public' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make public' }).click();
  await expect(page.getByText('The set is public now')).toBeVisible();
  await actions.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied! Share with friends')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe(setPath);

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  const response = await guestPage.goto(new URL(link).pathname);
  expect(response?.status()).toBe(200);
  await expect(guestPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await guest.close();
});

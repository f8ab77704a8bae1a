// Signing out ends the session on the server: a copy of the cookie is worth nothing afterwards.
import { expect, test, type Browser, type Page } from '@playwright/test';

import { signInAs, signUpVerified } from './support/auth';

const sessionCookieOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => /authjs\.session-token$/.test(cookie.name))!;

/** A new browser context holding only `cookie`, as an attacker who copied it would. */
async function withCopiedCookie(browser: Browser, cookie: Awaited<ReturnType<typeof sessionCookieOf>>) {
  const context = await browser.newContext();
  await context.addCookies([cookie]);
  return context.newPage();
}

async function expectSignedOut(page: Page) {
  await page.goto('/en/settings');
  await expect(page.getByText('You are not signed in')).toBeVisible();
}

test('a cookie copied before signing out does not work afterwards', async ({ browser, page }) => {
  await signUpVerified(page);
  const cookie = await sessionCookieOf(page);
  await page.goto('/en/settings');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/auth\/login$/);
  await expectSignedOut(await withCopiedCookie(browser, cookie));
});

test('“Sign out everywhere” ends the other browsers’ sessions too', async ({ browser, page }) => {
  const user = await signUpVerified(page, { locale: 'vi' });
  const other = await (await browser.newContext()).newPage();
  await signInAs(other, user);
  const copied = await sessionCookieOf(other);
  await page.goto('/vi/settings');
  await page.getByRole('button', { name: 'Đăng xuất khỏi mọi thiết bị' }).click();
  await expect(page).toHaveURL(/\/vi\/auth\/login$/);
  await expectSignedOut(other);
  await expectSignedOut(await withCopiedCookie(browser, copied));
  await expectSignedOut(page);
});

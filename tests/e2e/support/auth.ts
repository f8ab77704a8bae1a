/**
 * Accounts for end-to-end specs.
 *
 *   import { signUpVerified, signInAs } from './support/auth';
 *
 *   test('my sets', async ({ page }) => {
 *     const user = await signUpVerified(page);      // a new verified user, signed in on `page`
 *     await page.goto('/en/my-flash-card');
 *   });
 *
 * `signUpVerified(page, options?)` signs a brand-new user up through the real sign-up form, opens the
 * verification link from the mail the SMTP stand-in received (tests/e2e/global-setup.ts) and leaves
 * `page` signed in as that verified user (~2 s). Pass `{ verify: false }` for an unverified user.
 * Returns `{ email, password }`. `signInAs(page, user)` logs an existing user in through the login
 * form (e.g. in a second browser context).
 *
 * Each call gives the page's context its own made-up client address (X-Forwarded-For), so the
 * per-IP sign-up and login limits, which every spec would otherwise share, do not stop a run.
 */
import { randomInt, randomUUID } from 'node:crypto';

import { expect, type Browser, type Page } from '@playwright/test';

import { linkIn, waitForMail } from './mailbox';

export type TestUser = { email: string; password: string };

/** A password that meets the rules (8–20 characters, upper, lower, digit, special). */
export const TEST_PASSWORD = 'Kotonoha#2024';

export const newEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 12)}@example.test`;

/** Gives the context a client address of its own for the per-IP rate limits. */
export async function giveOwnClientAddress(page: Page): Promise<void> {
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
}

export async function signUpVerified(
  page: Page,
  options: { email?: string; password?: string; verify?: boolean; locale?: 'en' | 'vi' } = {},
): Promise<TestUser> {
  const email = options.email ?? newEmail();
  const password = options.password ?? TEST_PASSWORD;
  await giveOwnClientAddress(page);
  await page.goto(`/${options.locale ?? 'en'}/auth/signup`);
  const form = page.locator('form[data-form="signup"]');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('input[name="confirmPassword"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/auth\/verify-email/, { timeout: 30_000 });
  if (options.verify !== false) {
    const mail = await waitForMail(email);
    await page.goto(linkIn(mail, '/api/account/verify-email'));
    await expect(page.locator('[data-status="verified"]')).toBeVisible();
  }
  return { email, password };
}

export async function signInAs(page: Page, user: TestUser, locale: 'en' | 'vi' = 'en'): Promise<void> {
  await giveOwnClientAddress(page);
  await page.goto(`/${locale}/auth/login`);
  const form = page.locator('form[data-form="login"]');
  await form.locator('input[name="email"]').fill(user.email);
  await form.locator('input[name="password"]').fill(user.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
}

/** A page in a browser context of its own, signed in as a new (verified unless told otherwise) user. */
export async function newSignedInPage(browser: Browser, options: { verify?: boolean } = {}): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUpVerified(page, options);
  return page;
}

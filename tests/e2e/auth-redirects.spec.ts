// Where a learner lands after signing up or in: the page that sent them (?redirect=), through the verification
// mail too, in that page's language; never another site.
import { expect, test, type Page } from '@playwright/test';

import { TEST_PASSWORD, giveOwnClientAddress, newEmail, signUpVerified } from './support/auth';
import { linkIn, waitForMail } from './support/mailbox';

async function signUp(page: Page, path: string, email: string) {
  await giveOwnClientAddress(page);
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

test('sign-up from a page comes back to it after verifying: from the mail and from the waiting screen', async ({
  browser,
  page,
}) => {
  const email = newEmail('redirect');
  await signUp(page, '/en/auth/signup?redirect=%2Fen%2Fjp%2Fconjugation%2Fverb', email);
  await expect(page).toHaveURL(/\/en\/auth\/verify-email\?redirect=%2Fen%2Fjp%2Fconjugation%2Fverb$/);

  // The mail's link carries the target: opened in another tab (or browser), it leads there.
  const link = linkIn(await waitForMail(email), '/api/account/verify-email');
  expect(new URL(link).searchParams.get('redirect')).toBe('/en/jp/conjugation/verb');
  const mailTab = await browser.newPage();
  await mailTab.goto(link);
  await expect(mailTab.getByText('Your email address is verified. Thank you!')).toBeVisible();
  await mailTab.getByRole('link', { name: 'Continue' }).click();
  await expect(mailTab).toHaveURL(/\/en\/jp\/conjugation\/verb$/);
  await mailTab.close();

  // The tab that waited goes on to the target too.
  await page.getByRole('button', { name: 'I have clicked the link' }).click();
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/jp\/conjugation\/verb$/);
});

test('a resent or re-addressed verification mail carries the target as well', async ({ page }) => {
  const email = newEmail('redirect-resend');
  await signUp(page, '/en/auth/signup?redirect=%2Fvi%2Fabout', email);
  await expect(page).toHaveURL(/\/en\/auth\/verify-email\?redirect=%2Fvi%2Fabout$/);
  await page.getByRole('button', { name: 'Change email' }).click();
  const corrected = newEmail('redirect-corrected');
  await page.getByLabel('New email address').fill(corrected);
  await page.getByRole('button', { name: 'Send to this address' }).click();
  const link = linkIn(await waitForMail(corrected), '/api/account/verify-email');
  await page.goto(link);
  // The target keeps its own language.
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/vi\/about$/);
});

test('a Vietnamese target stays Vietnamese after logging in from the English login page', async ({ browser, page }) => {
  const user = await signUpVerified(page);
  const other = await browser.newPage();
  await giveOwnClientAddress(other);
  await other.goto('/en/auth/login?redirect=%2Fvi%2Fjp%2Fconjugation%2Fverb');
  await other.getByLabel('Email').fill(user.email);
  await other.getByLabel('Password', { exact: true }).fill(user.password);
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other).toHaveURL(/\/vi\/jp\/conjugation\/verb$/);
  // Already signed in: the guest-only pages send the visitor on, in the target's language too.
  await other.goto('/en/auth/signup?redirect=%2Fvi%2Fsettings');
  await expect(other).toHaveURL(/\/vi\/settings$/);
  await other.close();
});

test('a target on another site is dropped on the way through sign-up and the mail', async ({ page }) => {
  const email = newEmail('redirect-evil');
  await signUp(page, '/en/auth/signup?redirect=%2F%2Fevil.example%2Fx', email);
  await expect(page).toHaveURL(/\/en\/auth\/verify-email(\?redirect=%2Fen%2Fflash-cards)?$/);
  const link = linkIn(await waitForMail(email), '/api/account/verify-email');
  expect(link).not.toContain('evil');
  await page.goto(link);
  await page.getByRole('link', { name: /Continue|Go to flash cards/ }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en\/flash-cards$/);
});

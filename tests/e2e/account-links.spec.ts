// The links of account mails: bound to the address they went to, and never pointing where a request's headers say.
import { expect, test } from '@playwright/test';

import { actions, callAction } from './support/actions';
import { giveOwnClientAddress, newEmail, signUpVerified } from './support/auth';
import { linkIn, waitForMail } from './support/mailbox';
import { BASE_URL, SLOW_MAIL_MS } from './support/servers';

test('a reset link asked for before an email change neither works nor verifies the new address', async ({
  browser,
  page,
}) => {
  const first = await signUpVerified(page, { verify: false });
  const guest = await browser.newPage();
  await giveOwnClientAddress(guest);
  await guest.goto('/en/auth/forgot-password');
  await guest.getByLabel('Email').fill(first.email);
  await guest.getByRole('button', { name: 'Send reset link' }).click();
  await expect(guest.getByRole('status')).toContainText('Reset link sent');
  const resetLink = linkIn(await waitForMail(first.email, 2), '/auth/reset-password');

  // The (unverified) owner corrects the address to one nobody has proven.
  const second = newEmail('moved');
  await page.goto('/en/auth/verify-email');
  await page.getByRole('button', { name: 'Change email' }).click();
  await page.getByLabel('New email address').fill(second);
  await page.getByRole('button', { name: 'Send to this address' }).click();
  await expect(page.getByText(`Email address changed. We sent a new link to ${second}.`)).toBeVisible();

  // The change revoked it: no form to set a password, only the message, which says why (it was never used).
  await guest.goto(resetLink);
  await expect(guest.locator('[data-status="revoked"]').getByRole('alert')).toHaveText(
    'This reset link no longer works: your password was reset with another link, or your email address changed. Ask for a new link if you still need one.',
  );
  await expect(guest.getByLabel('New password')).toHaveCount(0);
  // Still unverified: the verify-email screen, not the app.
  await page.goto('/en/my-flash-card');
  await expect(page).toHaveURL(/\/en\/auth\/verify-email$/);
  await guest.close();
});

test('account mail links point at the site’s address, whatever Host the request names', async ({ page, request }) => {
  const user = await signUpVerified(page);
  const forged = 'https://evil.example';
  // A script, not a browser: it picks Host, X-Forwarded-Host and a matching Origin, which passes Next.js's
  // same-origin check of server actions.
  const response = await request.post('/en/auth/forgot-password', {
    headers: {
      'Next-Action': actions.get('forgotPasswordAction')!.id,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      Origin: forged,
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-For': '10.77.0.1',
    },
    data: JSON.stringify([{ email: user.email }]),
  });
  expect(response.status()).toBe(200);
  const link = linkIn(await waitForMail(user.email, 2), '/auth/reset-password');
  expect(new URL(link).origin).toBe(new URL(BASE_URL).origin);
});

test('forgot password answers a real account as fast as an unknown address; the mail follows', async ({
  page,
  request,
}) => {
  // The mail server takes 3 s for this address: a request that sent the mail itself would take that long.
  const user = await signUpVerified(page, { email: newEmail('slow-mail') });
  const timed = async (email: string) => {
    const started = Date.now();
    const { result } = await callAction(request, 'forgotPasswordAction', [{ email }], '', false, {
      'X-Forwarded-For': `10.78.${Math.floor(Math.random() * 250)}.1`,
    });
    expect(result).toEqual({ ok: true });
    return Date.now() - started;
  };
  const unknown = await timed(newEmail('slow-nobody'));
  const known = await timed(user.email);
  expect(known).toBeLessThan(SLOW_MAIL_MS / 2);
  expect(Math.abs(known - unknown)).toBeLessThan(SLOW_MAIL_MS / 2);
  await waitForMail(user.email, 2, SLOW_MAIL_MS + 15_000);
});

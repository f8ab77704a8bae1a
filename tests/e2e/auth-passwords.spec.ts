import { expect, test, type Page } from '@playwright/test';

import { newEmail, signInAs, signUpVerified, giveOwnClientAddress } from './support/auth';
import { linkIn, mailsTo, waitForMail } from './support/mailbox';

const formAlert = (page: Page) => page.locator('form').getByRole('alert');

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('change password', () => {
  test('checks the current password, then ends every other session', async ({ browser, page }) => {
    const user = await signUpVerified(page);
    const other = await browser.newPage();
    await signInAs(other, user);
    await other.goto('/en/flash-cards');
    await expect(other.getByRole('link', { name: 'Account' })).toBeVisible();

    await page.goto('/en/auth/change-password');
    await page.getByLabel('Current password').fill('Wrong#Pass1');
    await page.getByLabel('New password').fill('Newpass#2025');
    await page.getByLabel('Confirm password').fill('Newpass#2025');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(formAlert(page)).toHaveText('Failed to change password. Please check your details and try again.');

    // A new submit starts without the old message, even one the form itself refuses.
    await page.getByLabel('Confirm password').fill('Newpass#2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(formAlert(page)).toHaveCount(0);

    // The same password again is no change: refused, and the other browser stays signed in.
    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password').fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Choose a new password that differs from the current one')).toBeVisible();
    await other.reload();
    await expect(other.getByRole('link', { name: 'Account' })).toBeVisible();

    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password').fill('Newpass#2025');
    await page.getByLabel('Confirm password').fill('Newpass#2025');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.locator('form').getByRole('status')).toHaveText('Password changed successfully!');

    // This browser stays signed in…
    await page.goto('/en/settings');
    await expect(page.getByTestId('account-email')).toHaveText(user.email);
    // …the other one has lost its session: coming back to the tab sends it to the login page.
    await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(other).toHaveURL(/\/en\/auth\/login\?redirect=%2Fflash-cards$/);
    await other.goto('/en/auth/change-password');
    await expect(other).toHaveURL(/\/en\/auth\/login\?redirect=%2Fen%2Fauth%2Fchange-password$/);

    // The old password no longer works, the new one does.
    await fillLogin(other, user.email, user.password);
    await expect(formAlert(other)).toHaveText('Invalid email or password');
    await fillLogin(other, user.email, 'Newpass#2025');
    await expect(other).toHaveURL(/\/en\/auth\/change-password$/);
    await other.close();
  });

  test('a session whose account vanished keeps the form as typed and says the session ended', async ({
    browser,
    page,
  }) => {
    const user = await signUpVerified(page);
    await page.goto('/en/auth/change-password');

    const other = await browser.newPage();
    await signInAs(other, user);
    await other.goto('/en/settings');
    await other.getByRole('button', { name: 'Delete account' }).click();
    await other.getByRole('dialog').getByLabel('Your email address').fill(user.email);
    await other.getByRole('button', { name: 'Delete for good' }).click();
    await expect(other).toHaveURL(/\/en\/auth\/login\?deleted=1$/);
    await other.close();

    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password').fill('Newpass#2025');
    await page.getByLabel('Confirm password').fill('Newpass#2025');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(formAlert(page)).toContainText('Your session has ended. What you typed is still here');
    await expect(page).toHaveURL(/\/en\/auth\/change-password$/);
    await expect(page.getByLabel('Current password')).toHaveValue(user.password);
  });
});

test.describe('forgot and reset password', () => {
  test('the reset link from the mail sets a new password once and ends the old sessions', async ({ browser, page }) => {
    const user = await signUpVerified(page);
    const guest = await browser.newPage();
    await giveOwnClientAddress(guest);
    await guest.goto('/en/auth/login');
    await guest.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(guest).toHaveURL(/\/en\/auth\/forgot-password$/);
    await guest.getByLabel('Email').fill(user.email);
    await guest.getByRole('button', { name: 'Send reset link' }).click();
    await expect(guest.getByRole('status')).toContainText('Reset link sent');

    const mail = await waitForMail(user.email, 2); // the first one was the verification mail
    expect(mail.subject).toBe('Reset your Kotonoha password');
    expect(mail.text).toContain('valid for 30 minutes');
    const link = linkIn(mail, '/auth/reset-password');
    await guest.goto(link);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
    await guest.getByLabel('New password').fill('short');
    await guest.getByLabel('Confirm password').fill('short');
    await guest.getByRole('button', { name: 'Set new password' }).click();
    await expect(guest.getByText('Password must be at least 8 characters')).toBeVisible();
    await guest.getByLabel('New password').fill('Reset#Pass9');
    await guest.getByLabel('Confirm password').fill('Reset#Pass9');
    await guest.getByRole('button', { name: 'Set new password' }).click();
    await expect(guest.getByText('Your password has been changed. Log in with the new one.')).toBeVisible();

    // The reset ended the session that was open before.
    await page.goto('/en/settings');
    await expect(page.getByText('You are not signed in')).toBeVisible();

    // Used once only, and the link says what happened.
    await guest.goto(link);
    await expect(guest.locator('[data-status="used"]').getByRole('alert')).toHaveText(
      'This reset link was already used: a new password was set with it. Log in with that password, or ask for a new link if you no longer know it.',
    );
    await expect(guest.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    await guest.goto('/en/auth/reset-password?token=made-up');
    await expect(guest.locator('[data-status="invalid"]').getByRole('alert')).toHaveText(
      'This reset link is not valid.',
    );

    await guest.goto('/en/auth/login');
    await fillLogin(guest, user.email, 'Reset#Pass9');
    await expect(guest).toHaveURL(/\/en\/flash-cards$/);
    await guest.close();
  });

  test('a newer reset link voids the older one, which says it was replaced, in both languages', async ({
    browser,
    page,
  }) => {
    const user = await signUpVerified(page);
    const guest = await browser.newPage();
    await giveOwnClientAddress(guest);
    for (const count of [2, 3]) {
      await guest.goto('/vi/auth/forgot-password');
      await guest.getByLabel('Email').fill(user.email);
      await guest.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
      await expect(guest.getByRole('status')).toContainText('Đã gửi liên kết đặt lại');
      await waitForMail(user.email, count); // the first one was the verification mail
    }
    const [older, newer] = [await waitForMail(user.email, 2), await waitForMail(user.email, 3)].map((mail) =>
      linkIn(mail, '/auth/reset-password'),
    );
    await guest.goto(older!);
    await expect(guest.locator('[data-status="replaced"]').getByRole('alert')).toHaveText(
      'Bạn đã yêu cầu một liên kết đặt lại mới hơn sau liên kết này, và chỉ liên kết mới nhất còn dùng được. Hãy mở email mới nhất của chúng tôi, hoặc yêu cầu liên kết mới.',
    );
    expect(older).toContain('/vi/auth/reset-password');
    await guest.goto(older!.replace('/vi/', '/en/'));
    await expect(guest.locator('[data-status="replaced"]').getByRole('alert')).toHaveText(
      'You asked for a newer reset link after this one, and only the newest link works. Open the latest email from us, or ask for a new link.',
    );
    await expect(guest.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    // The newest one sets the password.
    await guest.goto(newer!);
    await guest.getByLabel('Mật khẩu mới').fill('Newer#Pass9');
    await guest.getByLabel('Xác nhận mật khẩu').fill('Newer#Pass9');
    await guest.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
    await expect(guest.getByText('Mật khẩu của bạn đã được đổi. Hãy đăng nhập bằng mật khẩu mới.')).toBeVisible();
    await guest.close();
  });

  test('an unknown address gets the same answer and no mail (no account enumeration)', async ({ page }) => {
    const email = newEmail('unknown');
    await giveOwnClientAddress(page);
    await page.goto('/vi/auth/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
    await expect(page.getByRole('status')).toContainText('Đã gửi liên kết đặt lại');
    await page.waitForTimeout(1000);
    expect(await mailsTo(email)).toEqual([]);
  });

  test('the reset mail is in Vietnamese for a Vietnamese request', async ({ page }) => {
    const user = await signUpVerified(page);
    await page.context().clearCookies();
    await page.goto('/vi/auth/forgot-password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
    const mail = await waitForMail(user.email, 2);
    expect(mail.subject).toBe('Đặt lại mật khẩu Kotonoha');
    expect(linkIn(mail, '/vi/auth/reset-password')).toContain('/vi/auth/reset-password?token=');
  });
});

test.describe('Google (through the local OpenID provider)', () => {
  async function continueWithGoogle(page: Page, email: string) {
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  test('signs a new user in, who then sets a password and logs in with it', async ({ page }) => {
    const email = newEmail('google');
    await giveOwnClientAddress(page);
    await page.goto('/en/auth/login?redirect=%2Fen%2Fsettings');
    await continueWithGoogle(page, email);
    await expect(page).toHaveURL(/\/en\/settings$/);
    await expect(page.getByTestId('account-email')).toHaveText(email);
    // The account starts with Google's name as its display name.
    await expect(page.getByLabel('Display name')).toHaveValue(`Google ${email.split('@')[0]}`);
    const account = page.locator('#account');
    await expect(account.getByText('Verified', { exact: true })).toBeVisible();
    await expect(account.getByRole('list', { name: 'Sign-in methods' }).getByRole('listitem')).toHaveText(['Google']);

    await account.getByRole('link', { name: 'Set password' }).click();
    await expect(page).toHaveURL(/\/en\/auth\/set-password$/);
    await page.getByLabel('New password').fill('Google#Pass1');
    await page.getByLabel('Confirm password').fill('Google#Pass2');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill('Google#Pass1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password set successfully!' }).first()).toBeVisible();

    await page.goto('/en/settings');
    await expect(account.getByRole('list', { name: 'Sign-in methods' }).getByRole('listitem')).toHaveText([
      'Email and password',
      'Google',
    ]);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
    await fillLogin(page, email, 'Google#Pass1');
    await expect(page).toHaveURL(/\/en\/flash-cards$/);
  });

  test('links to an existing account with the address Google verified', async ({ browser, page }) => {
    const user = await signUpVerified(page);
    const other = await browser.newPage();
    await giveOwnClientAddress(other);
    await other.goto('/en/auth/signup');
    await continueWithGoogle(other, user.email);
    await expect(other).toHaveURL(/\/en\/flash-cards$/);
    await other.goto('/en/settings');
    await expect(other.getByRole('list', { name: 'Sign-in methods' }).getByRole('listitem')).toHaveText([
      'Email and password',
      'Google',
    ]);
    // An account without a name takes Google's.
    await expect(other.getByLabel('Display name')).toHaveValue(`Google ${user.email.split('@')[0]}`);
    await other.close();
  });

  test('refuses an address Google did not verify', async ({ page }) => {
    await giveOwnClientAddress(page);
    await page.goto('/en/auth/login');
    await continueWithGoogle(page, newEmail('unverified'));
    await expect(page).toHaveURL(/\/en\/auth\/login\?error=AccessDenied/);
    await expect(formAlert(page)).toHaveText(
      'Google did not confirm this email address, so we could not sign you in with it.',
    );
  });
});

test.describe('limits and timeouts', () => {
  test('login attempts per email and address are limited: 429 for API callers, a message in the form', async ({
    page,
    request,
  }) => {
    const user = await signUpVerified(page);
    const ip = `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const attempt = async () => {
      const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
      return request.post('/api/auth/callback/credentials', {
        form: { csrfToken, email: user.email, password: 'Wrong#Pass1' },
        maxRedirects: 0,
        headers: { 'x-forwarded-for': ip },
      });
    };
    for (let i = 0; i < 10; i++) expect((await attempt()).status(), `attempt ${i + 1}`).toBe(302);
    const refused = await attempt();
    expect(refused.status()).toBe(429);
    expect(await refused.json()).toEqual({ error: 'TooManyRequests' });

    await page.context().clearCookies();
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    await page.goto('/en/auth/login');
    await fillLogin(page, user.email, user.password);
    await expect(formAlert(page)).toHaveText('Too many attempts. Please wait 15 minutes and try again.');

    // The guesser's attempts do not lock the owner out: from their own address they sign in.
    await giveOwnClientAddress(page);
    await page.goto('/en/auth/login');
    await fillLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/en\/flash-cards$/);
  });

  test('a request that takes longer than 30 s on desktop reads "Something went wrong"', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/auth/login');
    // The server action never answers.
    await page.route('**/en/auth/login', (route) =>
      route.request().method() === 'POST' ? undefined : route.continue(),
    );
    await page.getByLabel('Email').fill('slow@example.test');
    await page.getByLabel('Password', { exact: true }).fill('Whatever#1');
    const actionSent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/en/auth/login'),
    );
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    // The button turns busy before the form's validation (loaded on first use) hands over to the action; the
    // 30 s start with the request, so the clock moves only once it is out (before, it sometimes moved first).
    await actionSent;
    await page.clock.runFor(29_000);
    await expect(formAlert(page)).toHaveCount(0);
    await page.clock.runFor(2_000);
    await expect(formAlert(page)).toHaveText('Something went wrong');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});

test.describe('verify-email screen', () => {
  test('resends the mail after the cooldown and corrects a wrong address', async ({ page }) => {
    test.setTimeout(120_000);
    const user = await signUpVerified(page, { verify: false });
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Resend email' })).toBeEnabled({ timeout: 75_000 });
    await page.getByRole('button', { name: 'Resend email' }).click();
    await expect(page.getByText('Verification email has been sent')).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await waitForMail(user.email, 2);

    // "Not verified yet" is about this address…
    await page.getByRole('button', { name: 'I have clicked the link' }).click();
    const notYet = page.getByText('Your email is not verified yet.');
    await expect(notYet).toBeVisible();
    const corrected = newEmail('corrected');
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByLabel('New email address').fill(corrected);
    await page.getByRole('button', { name: 'Send to this address' }).click();
    await expect(page.getByText(`We sent a verification link to ${corrected}`)).toBeVisible();
    // …so it goes with the correction: a link to the new one is only on its way.
    await expect(notYet).toHaveCount(0);
    // Links sent to the old address no longer verify anything, and say they were replaced (never "used").
    const old = await waitForMail(user.email, 1);
    await page.goto(linkIn(old, '/api/account/verify-email'));
    await expect(page.locator('[data-status="revoked"]')).toContainText(
      'This verification link was replaced by a change of your email address.',
    );
    const fresh = await waitForMail(corrected);
    await page.goto(linkIn(fresh, '/api/account/verify-email'));
    await expect(page.locator('[data-status="verified"]')).toBeVisible();
    await page.goto('/en/auth/verify-email');
    await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  });
});

test.describe('account screen', () => {
  test('deletes the account after confirmation', async ({ page }) => {
    const user = await signUpVerified(page);
    await page.goto('/en/settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText(`Type ${user.email} to confirm`);
    await expect(dialog.getByLabel('Your email address')).toBeFocused();
    await dialog.getByLabel('Your email address').fill('someone@else.test');
    await expect(dialog.getByRole('button', { name: 'Delete for good' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete account' })).toBeFocused();

    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByLabel('Your email address').fill(user.email);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    // The login page says why the learner is there.
    await expect(page).toHaveURL(/\/en\/auth\/login\?deleted=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
    await fillLogin(page, user.email, user.password);
    await expect(formAlert(page)).toHaveText('Invalid email or password');
  });

  test('login-required screens carry their titles when signed in, in both locales', async ({ page }) => {
    await signUpVerified(page);
    for (const [path, title, heading] of [
      ['/en/auth/change-password', 'Change password | Kotonoha', 'Change your password'],
      ['/vi/auth/change-password', 'Đổi mật khẩu | Kotonoha', 'Đổi mật khẩu'],
      ['/en/auth/set-password', 'Set password | Kotonoha', 'Set a password'],
      ['/vi/auth/set-password', 'Đặt mật khẩu | Kotonoha', 'Đặt mật khẩu'],
      ['/en/auth/verify-email', 'Verify email | Kotonoha', 'Your email is verified'],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
    // An account that has a password is pointed to "change" from "set".
    await page.goto('/en/auth/set-password');
    await expect(page.getByText('Your account already has a password. You can change it instead.')).toBeVisible();
  });
});

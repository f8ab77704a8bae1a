import { expect, test } from '@playwright/test';

import { TEST_PASSWORD, newEmail, signInAs, signUpVerified, giveOwnClientAddress } from './support/auth';
import { linkIn, waitForMail } from './support/mailbox';

test.describe('sign-up, verification, login and logout', () => {
  test('a new user signs up, verifies the email from the mail, logs out and in again', async ({ page }) => {
    const email = newEmail('journey');
    await giveOwnClientAddress(page);
    await page.goto('/en/auth/signup');
    await expect(page).toHaveTitle('Sign Up | Kotonoha');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();

    // Awaiting verification: the verify-email screen names the address.
    await expect(page).toHaveURL(/\/en\/auth\/verify-email$/);
    await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible();
    await page.getByRole('button', { name: 'I have clicked the link' }).click();
    await expect(page.getByText('Your email is not verified yet.')).toBeVisible();

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Verify your email for Kotonoha');
    expect(mail.html).toContain('Verify my email');
    const link = linkIn(mail, '/api/account/verify-email');
    await page.goto(link);
    await expect(page).toHaveURL(/\/en\/auth\/email-verified\?status=verified/);
    await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();

    // The link is single use.
    await page.goto(link);
    await expect(page.getByText('This verification link has already been used.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send a new link' })).toBeVisible();

    // Signed in: the header's entry is the account, the settings show the verified address.
    await page.goto('/en/settings');
    await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(page.getByTestId('account-email')).toHaveText(email);
    await expect(page.locator('#account').getByText('Verified', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0); // the auth layout has no header entry
    await page.goto('/en/settings');
    await expect(page.getByText('You are not signed in')).toBeVisible();

    await page.goto('/en/auth/login');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/flash-cards$/);
    await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
  });

  test('sign-up in Vietnamese sends the mail in Vietnamese', async ({ page }) => {
    const user = await signUpVerified(page, { locale: 'vi', verify: false });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xác minh email của bạn');
    const mail = await waitForMail(user.email);
    expect(mail.subject).toBe('Xác minh email của bạn cho Kotonoha');
    expect(mail.text).toContain('Liên kết có hiệu lực trong 24 giờ');
    await page.goto(linkIn(mail, '/api/account/verify-email'));
    await expect(page).toHaveURL(/\/vi\/auth\/email-verified\?status=verified/);
    await expect(page.getByText('Địa chỉ email của bạn đã được xác minh. Cảm ơn bạn!')).toBeVisible();
  });
});

test.describe('guards and redirects', () => {
  test('a guest is sent to login with the original path, and comes back after signing in', async ({
    browser,
    page,
  }) => {
    const user = await signUpVerified(page);
    const guest = await browser.newPage();
    await giveOwnClientAddress(guest);
    await guest.goto('/en/auth/change-password');
    await expect(guest).toHaveURL(/\/en\/auth\/login\?redirect=%2Fen%2Fauth%2Fchange-password$/);
    await guest.getByLabel('Email').fill(user.email);
    await guest.getByLabel('Password', { exact: true }).fill(user.password);
    await guest.getByRole('button', { name: 'Log in' }).click();
    await expect(guest).toHaveURL(/\/en\/auth\/change-password$/);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Change your password');
    await guest.close();
  });

  test('my sets and set creation require login too', async ({ page }) => {
    for (const path of [
      '/vi/my-flash-card',
      '/en/flash-cards/custom/new',
      '/en/flash-cards/custom/abc/edit',
      '/en/auth/set-password',
      '/en/auth/verify-email',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/(en|vi)/auth/login\\?redirect=${encodeURIComponent(path)}$`));
    }
  });

  test('an open-redirect attempt is ignored after login', async ({ browser, page }) => {
    const user = await signUpVerified(page);
    const other = await browser.newPage();
    await giveOwnClientAddress(other);
    await other.goto('/en/auth/login?redirect=https://evil.example');
    await other.getByLabel('Email').fill(user.email);
    await other.getByLabel('Password', { exact: true }).fill(user.password);
    await other.getByRole('button', { name: 'Log in' }).click();
    await expect(other).toHaveURL(/127\.0\.0\.1:\d+\/en\/flash-cards$/);
    await other.close();
  });

  test('login and sign-up are guest-only: a signed-in user goes on to redirect or /flash-cards', async ({ page }) => {
    await signUpVerified(page);
    await page.goto('/en/auth/login');
    await expect(page).toHaveURL(/\/en\/flash-cards$/);
    await page.goto('/en/auth/signup?redirect=%2Fen%2Fsettings');
    await expect(page).toHaveURL(/\/en\/settings$/);
    await page.goto('/en/auth/login?redirect=//evil.example/x');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en\/flash-cards$/);
  });

  test('an unverified user reaches the verify-email screen', async ({ page }) => {
    const user = await signUpVerified(page, { verify: false });
    await page.goto('/en/auth/verify-email');
    await expect(page.getByText(`We sent a verification link to ${user.email}`)).toBeVisible();
    await page.getByRole('link', { name: 'Continue without login features' }).click();
    await expect(page).toHaveURL(/\/en\/flash-cards$/);
  });
});

test.describe('error messages of the sign-in and sign-up forms', () => {
  test('validation messages appear next to their fields', async ({ page }) => {
    await page.goto('/en/auth/signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('You need to confirm your password to continue')).toBeVisible();

    const password = page.getByLabel('Password', { exact: true });
    await page.getByLabel('Email').fill('not-an-email');
    await password.fill('Ab1!');
    await page.getByLabel('Confirm password').fill('something else');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    for (const [value, message] of [
      ['Abcdefgh1!Abcdefgh1!x', 'Password must be at most 20 characters'],
      ['abcdefg1!', 'Password must contain uppercase'],
      ['ABCDEFG1!', 'Password must contain lowercase'],
      ['Abcdefgh!', 'Password must contain number'],
      ['Abcdefgh1', 'Password must contain special character'],
    ] as const) {
      await password.fill(value);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test('wrong password and unknown email read the same; a taken email is refused', async ({ page }) => {
    const user = await signUpVerified(page);
    await page.context().clearCookies();
    await page.goto('/en/auth/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid email or password');

    await page.getByLabel('Email').fill(newEmail('nobody'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid email or password');

    await page.goto('/vi/auth/signup');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Xác nhận mật khẩu').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Email đã được sử dụng');
  });

  test('an address the mail server refuses is "Email is not valid"', async ({ page }) => {
    await giveOwnClientAddress(page);
    await page.goto('/en/auth/signup');
    await page.getByLabel('Email').fill(newEmail('rejected'));
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Email is not valid');
    await expect(page).toHaveURL(/\/en\/auth\/signup$/);
  });
});

test('signInAs logs an existing user in (support helper)', async ({ browser, page }) => {
  const user = await signUpVerified(page);
  const second = await browser.newPage();
  await signInAs(second, user);
  await expect(second).toHaveURL(/\/en\/flash-cards$/);
  await second.close();
});

test('a signed-in visitor never sees "Login" in the header while the session is read; after signing out they do', async ({
  page,
}) => {
  await signUpVerified(page);
  await page.goto('/en/about');
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();

  // Static pages learn the session after load: hold that answer back and look at the header meanwhile.
  let releaseSession: () => void = () => {};
  const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
  await page.route('**/api/auth/session', async (route) => {
    await sessionHeld;
    await route.continue();
  });
  await page.goto('/en/flash-cards');
  await expect(page.locator('html')).toHaveAttribute('data-signed-in', '');
  await expect(page.locator('[data-account-entry="login"]')).toBeHidden();
  releaseSession();
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
  await page.unroute('**/api/auth/session');

  // Signed out, the hint is gone: guests see "Login" at once, not a blank space.
  await page.goto('/en/settings');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/auth\/login$/);
  await page.goto('/en/about');
  await expect(page.locator('html')).not.toHaveAttribute('data-signed-in');
  await expect(page.locator('header').getByRole('link', { name: 'Login' })).toBeVisible();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { THEME_COOKIE } from '@/lib/appearance/appearance';

import { signUpVerified } from './support/auth';

/** axe on the account screens, in both themes: zero violations. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of ['dark', 'light'] as const) {
  test(`account screens have no axe violations (${theme})`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.context().addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
    for (const path of [
      '/en/auth/login',
      '/vi/auth/signup',
      '/en/auth/forgot-password',
      '/en/auth/reset-password?token=x',
      '/en/auth/email-verified?status=expired',
    ]) {
      await page.goto(path);
      expect(await violations(page), `${theme} ${path}`).toEqual([]);
    }
    // With errors on screen.
    await page.goto('/en/auth/signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(await violations(page), `${theme} signup errors`).toEqual([]);

    await signUpVerified(page, { verify: false });
    expect(await violations(page), `${theme} verify-email`).toEqual([]);
    for (const path of ['/en/settings', '/vi/auth/change-password']) {
      await page.goto(path);
      expect(await violations(page), `${theme} ${path}`).toEqual([]);
    }
    await page.goto('/en/settings');
    // Hovered, once its colour transition has ended: the danger button's hover colour keeps AA contrast too.
    const deleteButton = page.getByRole('button', { name: 'Delete account' });
    await deleteButton.hover();
    await deleteButton.evaluate((button) => Promise.all(button.getAnimations().map((animation) => animation.finished)));
    expect(await violations(page), `${theme} hovered delete button`).toEqual([]);
    await deleteButton.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page), `${theme} delete dialog`).toEqual([]);
  });
}

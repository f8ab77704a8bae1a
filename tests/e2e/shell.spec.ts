import { expect, test } from '@playwright/test';

test('the scroll-to-top button appears after scrolling and takes the page back up', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 420 });
  await page.goto('/en/settings');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 2000);
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box?.width).toBe(48);
  expect(box?.height).toBe(48);
  expect(await button.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

for (const [kind, title] of [
  ['Success', 'Success'],
  ['Error', 'Error'],
  ['Info', 'Info'],
  ['Warning', 'Warning'],
] as const) {
  test(`a ${kind.toLowerCase()} toast shows its translated title and closes`, async ({ page }) => {
    await page.goto('/en/settings');
    await page.getByRole('button', { name: kind, exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Notifications will appear here.');
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);
  });
}

test('toasts are translated, appear at the top centre and move where the user chose', async ({ page }) => {
  await page.goto('/vi/settings');
  await page.getByRole('button', { name: 'Thành công', exact: true }).click();
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('Thành công');

  await page.getByRole('combobox', { name: 'Vị trí hiển thị thông báo' }).selectOption('bottom-right');
  await page.reload();
  await page.getByRole('button', { name: 'Cảnh báo', exact: true }).click();
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
});

test('a toast closes by itself after five seconds', async ({ page }) => {
  await page.goto('/en/settings');
  // When the toast came and went, timed in the page: on a busy machine the test's own waits drift (seeing the
  // toast, then waiting 4 s, once took longer than its 5 s in CI).
  await page.evaluate(() => {
    const times = window as unknown as { toastShown?: number; toastGone?: number };
    new MutationObserver(() => {
      const present = document.querySelector('[data-sonner-toast]') !== null;
      if (present) times.toastShown ??= performance.now();
      else if (times.toastShown !== undefined) times.toastGone ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Info', exact: true }).click();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
  const shownFor = await page.evaluate(() => {
    const times = window as unknown as { toastShown: number; toastGone: number };
    return times.toastGone - times.toastShown;
  });
  expect(shownFor).toBeGreaterThanOrEqual(4_900);
  expect(shownFor).toBeLessThan(8_000);
});

test('a new deployment reloads the page, at most once per 10 s', async ({ page }) => {
  await page.goto('/en/about');
  const mark = (value: number) => page.evaluate((v) => ((window as unknown as { mark?: number }).mark = v), value);
  const readMark = () => page.evaluate(() => (window as unknown as { mark?: number }).mark ?? null);
  let buildIdChecks = 0;
  await page.route('**/api/build-id', (route) => {
    buildIdChecks++;
    return route.fulfill({ json: { buildId: 'a-newer-build' } });
  });
  // The watcher listens from hydration on, which a busy machine may reach after "load": the tab comes back
  // into view until the watcher has asked the server for its build id.
  const showTabUntilChecked = async () => {
    const before = buildIdChecks;
    await expect
      .poll(
        async () => {
          await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))).catch(() => {});
          return buildIdChecks;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(before);
  };
  await mark(1);
  const reloaded = page.waitForEvent('load');
  await showTabUntilChecked();
  await reloaded;
  expect(await readMark()).toBeNull(); // a fresh page: it was reloaded

  await mark(2);
  await showTabUntilChecked(); // the reloaded page sees the newer build too…
  await page.waitForTimeout(1_500);
  expect(await readMark()).toBe(2); // …but within 10 s of the last reload it does not reload again
});

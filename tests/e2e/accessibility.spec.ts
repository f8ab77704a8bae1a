import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PRIMARY_COLORS, PRIMARY_COLOR_COOKIE, THEME_COOKIE } from '@/lib/appearance/appearance';

import { callAction, setInput } from './support/actions';
import { signUpVerified } from './support/auth';

/**
 * axe on every kind of screen, in both themes: zero violations (WCAG 2.1 A/AA rules and best practices).
 * Screens with several states are checked in the state a visitor meets first.
 */
const routes = [
  '/en/flash-cards',
  '/vi/flash-cards',
  '/en/jp/flash-card/kanji',
  '/en/jp/flash-card/kanji/n5',
  '/en/jp/flash-card/kanji/n5/1',
  '/vi/jp/flash-card/vocabulary/n5/2',
  '/en/jp/conjugation/verb',
  '/vi/jp/conjugation/adjective',
  '/en/jp/flash-card/kanji/n5/1/written-test',
  '/vi/jp/flash-card/vocabulary/n5/1/multi-choice-test',
  '/vi/jp/flash-card/kanji/n4/3/han-viet',
  '/en/settings',
  '/en/about',
  '/en/mistakes',
  '/vi/mistakes',
  '/en/no/such/page',
  '/vi/offline',
  '/en/flash-cards/custom',
];

/** Screens of a signed-in user, with a public set of theirs ({set} in the paths). */
const signedInRoutes = [
  '/en/my-flash-card',
  '/en/flash-cards/custom',
  '/vi/flash-cards/custom/new',
  '/en/flash-cards/custom/{set}',
  '/en/flash-cards/custom/{set}/edit',
  '/en/flash-cards/custom/{set}/written-test',
  '/vi/flash-cards/custom/{set}/multi-choice-test',
];

async function expectNoViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Screens that load part of themselves after the page (the conjugation quiz) are checked once complete.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(summary).toEqual([]);
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([
        { name: THEME_COOKIE, value: theme, url: baseURL! },
        { name: PRIMARY_COLOR_COOKIE, value: theme === 'dark' ? 'amber' : 'indigo', url: baseURL! },
      ]);
    });

    for (const path of routes) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectNoViolations(page);
      });
    }

    test('axe finds no violations in the conjugation tabs that render when opened', async ({ page }) => {
      await page.goto('/en/jp/conjugation/verb');
      for (const [tab, heading] of [
        ['Theory', 'The three verb groups'],
        ['Instructions', 'Keyboard shortcuts'],
      ]) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expectNoViolations(page);
      }
    });

    test("axe finds no violations in a kanji's stroke order, on its card and from the table", async ({ page }) => {
      await page.goto('/en/jp/flash-card/kanji/n5/2');
      await expect(page.getByTestId('study-view')).toHaveAttribute('data-ready', 'true');
      const card = page.getByTestId('flash-card');
      await card.click();
      await expect(card.getByTestId('stroke-order-status')).toHaveText('Stroke 4 / 4');
      await expectNoViolations(page);
      await page.getByRole('table').getByRole('button', { name: 'Stroke order of 日' }).click();
      const dialog = page.getByRole('dialog', { name: 'Stroke order of 日' });
      await expect(dialog.getByTestId('stroke-order-status')).toHaveText('Stroke 4 / 4');
      // The open dialog hides the page (and its heading) from assistive technology: axe checks what is left.
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });

    test("axe finds no violations in the conjugation quiz's weak forms and Name the form", async ({ page }) => {
      await page.goto('/vi/jp/conjugation/verb');
      // The weak forms' empty state, then the reverse drill before and after a (wrong) answer.
      await page.getByRole('button', { name: 'Thể hay sai' }).click();
      await expect(page.getByText('Chưa có thể nào hay sai')).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: 'Gọi tên thể' }).click();
      await expect(page.getByTestId('name-form-question')).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: 'Kiểm tra', exact: true }).click();
      await expect(page.getByText('Hãy chọn một thể trước.')).toBeVisible();
      await page.getByRole('radio').first().check({ force: true });
      await page.getByRole('button', { name: 'Kiểm tra', exact: true }).click();
      await expect(page.getByTestId('name-form-feedback')).toBeVisible();
      await expectNoViolations(page);
    });

    test('axe finds no violations on the screens of a signed-in user', async ({ page }) => {
      test.setTimeout(120_000);
      await signUpVerified(page);
      const created = await callAction(
        page.request,
        'saveSetAction',
        [setInput('Axe set', { visibility: 'everyone' }), null],
        'new',
      );
      const set = (created.result as { id: string }).id;
      for (const path of signedInRoutes) {
        await test.step(path, async () => {
          await page.goto(path.replace('{set}', set));
          await expectNoViolations(page);
        });
      }
    });
  });
}

// Colour contrast depends on the primary colour the visitor picked: check every one, in both themes, on the
// screens with the most primary-coloured text and buttons. Appearance is applied in the browser (the class and
// data-primary on <html>, set by the first-paint script from cookies), so one page load serves all of them.
for (const path of ['/en/jp/flash-card/kanji/n5/1', '/en/jp/conjugation/verb']) {
  test(`text keeps AA contrast with every primary colour, light and dark, on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // The quiz's settings panel renders after the page (when near the viewport or idle): its chips are checked too.
    if (path.includes('conjugation')) await expect(page.getByRole('group', { name: 'Forms' })).toBeVisible();
    // Colours are read when they have settled, not halfway through a transition.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    for (const theme of ['light', 'dark'] as const) {
      for (const color of PRIMARY_COLORS) {
        await page.evaluate(
          ([dark, primary]) => {
            document.documentElement.classList.toggle('dark', dark);
            document.documentElement.setAttribute('data-primary', primary);
          },
          [theme === 'dark', color] as const,
        );
        const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        const summary = results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
        expect(summary, `${theme} ${color}`).toEqual([]);
      }
    }
  });
}

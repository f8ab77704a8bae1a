import { expect, test, type Page } from '@playwright/test';
import { openUnit } from './support/study';

// A kanji's stroke order on its flip card and in its unit's table: drawn from its own small file, fetched
// when the card is shown, played, stepped, replayed, and shown without motion when the learner asks for less.

const UNIT = 'jp/flash-card/kanji/n5/2'; // 日 (4 strokes) first, then 月
const SUN = '/strokes/kanjivg-5.0.0/065e5.json';
const MOON = '/strokes/kanjivg-5.0.0/06708.json';

const text = {
  en: { play: 'Play the stroke order', pause: 'Pause', back: 'Previous stroke', forward: 'Next stroke' },
  vi: { play: 'Phát thứ tự nét', pause: 'Tạm dừng', back: 'Nét trước', forward: 'Nét tiếp theo' },
};
const status = { en: (n: number) => `Stroke ${n} / 4`, vi: (n: number) => `Nét ${n} / 4` };
const dialogTitle = { en: 'Stroke order of 日', vi: 'Thứ tự nét của 日' };

/** The paths of the strokes fetched since the page began to load. */
function strokeRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/strokes/')) requested.push(pathname);
  });
  return requested;
}

/** Strokes being drawn (a Web Animation of the path; a button's hover transition is not counted). */
const runningAnimations = (page: Page) =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            (animation.effect as KeyframeEffect | null)?.target instanceof SVGPathElement,
        ).length,
  );

async function flippedCard(page: Page, locale: 'en' | 'vi') {
  const { card } = await openUnit(page, `/${locale}/${UNIT}`);
  await card.click();
  await expect(card).toHaveAttribute('data-flipped', 'true');
  const back = card.locator('[data-face="back"]');
  return {
    card,
    back,
    drawn: back.locator('[data-stroke="drawn"]'),
    status: back.getByTestId('stroke-order-status'),
    button: (name: string) => back.getByRole('button', { name, exact: true }),
  };
}

for (const locale of ['en', 'vi'] as const) {
  test.describe(locale, () => {
    test('the card shows the stroke order, plays it and steps through it', async ({ page }) => {
      const requested = strokeRequests(page);
      const { card, back, drawn, status: shown, button } = await flippedCard(page, locale);
      await expect(back.getByRole('img', { name: new RegExp(dialogTitle[locale]) })).toBeVisible();
      // The whole kanji first, with a number per stroke.
      await expect(shown).toHaveText(status[locale](4));
      await expect(drawn).toHaveCount(4);
      await expect(back.locator('text')).toHaveText(['1', '2', '3', '4']);

      await button(text[locale].play).click();
      expect(await runningAnimations(page)).toBeGreaterThan(0);
      await expect(button(text[locale].pause)).toBeVisible();
      await expect(shown).toHaveText(status[locale](4), { timeout: 10_000 });
      await expect(button(text[locale].play)).toBeVisible();
      await expect(drawn).toHaveCount(4);
      // Pressing the controls does not flip the card back.
      await expect(card).toHaveAttribute('data-flipped', 'true');

      await button(text[locale].back).click();
      await expect(shown).toHaveText(status[locale](3));
      await expect(drawn).toHaveCount(3);
      await button(text[locale].back).click();
      await expect(shown).toHaveText(status[locale](2));
      await button(text[locale].forward).click();
      await expect(shown).toHaveText(status[locale](3));
      await expect(drawn).toHaveCount(3);

      // Only the card on show had its strokes fetched; the next card fetches its own.
      expect(requested).toEqual([SUN]);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => requested).toEqual([SUN, MOON]);
    });

    test('with reduced motion the strokes appear at once', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const { drawn, status: shown, button } = await flippedCard(page, locale);
      await expect(shown).toHaveText(status[locale](4));
      await button(text[locale].back).click();
      await button(text[locale].back).click();
      await expect(shown).toHaveText(status[locale](2));
      await expect(drawn).toHaveCount(2);
      await button(text[locale].forward).click();
      await expect(shown).toHaveText(status[locale](3));
      await expect(drawn).toHaveCount(3);
      expect(await runningAnimations(page)).toBe(0);
      await button(text[locale].play).click();
      await expect(shown).toHaveText(status[locale](4));
      await expect(drawn).toHaveCount(4);
      expect(await runningAnimations(page)).toBe(0);
      // Nothing is playing, so the button still offers to play.
      await expect(button(text[locale].play)).toBeVisible();
    });

    test("a kanji of the unit's table opens its stroke order", async ({ page }) => {
      await openUnit(page, `/${locale}/${UNIT}`);
      const opener = page.getByRole('table').getByRole('button', { name: dialogTitle[locale] });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: dialogTitle[locale] });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('stroke-order-status')).toHaveText(status[locale](4));
      await expect(dialog.locator('[data-stroke="drawn"]')).toHaveCount(4);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}

test('a stroke file is cached as immutable', async ({ request }) => {
  const response = await request.get(SUN);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await response.json()).strokes).toHaveLength(4);
});

test('a stroke file that fails to load can be fetched again', async ({ page }) => {
  let failures = 1;
  await page.route(`**${SUN}`, (route) => (failures-- > 0 ? route.abort() : route.continue()));
  const { back, drawn } = await flippedCard(page, 'en');
  await expect(back.getByRole('alert')).toHaveText('The stroke order could not be loaded.');
  await back.getByRole('button', { name: 'Try again' }).click();
  await expect(drawn).toHaveCount(4);
});

test('the About page credits KanjiVG for the stroke order', async ({ page }) => {
  await page.goto('/en/about');
  await expect(
    page.getByText(/Stroke order: KanjiVG, © Ulrich Apel.*ShareAlike 3\.0.*@madcat\/kanjivg 5\.0\.0/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'KanjiVG licence (CC BY-SA 3.0)' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by-sa/3.0/',
  );
  await page.goto('/vi/about');
  await expect(page.getByText(/Thứ tự nét: KanjiVG, © Ulrich Apel/)).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { openUnit } from './support/study';
import { readFileSync } from 'node:fs';
import { THEME_COOKIE } from '@/lib/appearance/appearance';
import type enMessages from '@/messages/en.json';

// What a guest meets while studying and testing, on a phone and at a desk: the card keeps its place, taps
// after swipes flip it, Back asks before a test is lost, controls say when they cannot act.

const readJson = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const en: typeof enMessages = readJson('messages/en.json');
const vi: typeof enMessages = readJson('messages/vi.json');

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test('the first tap after a swipe flips the card', async ({ page }) => {
    const { card, progress } = await openUnit(page, '/en/jp/flash-card/kanji/n5/1');
    await expect(progress).toHaveText(/^1 \//);
    const box = (await card.boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    // A real finger: touch down near the right edge, flick left past the edge of the screen, lift. The
    // browser takes it for a fling, and a tap during a fling gets no click event.
    await touch('touchStart', box.x + box.width - 40);
    for (let step = 1; step <= 12; step++) await touch('touchMove', box.x + box.width - 40 - step * 40);
    await touch('touchEnd', 0);
    // …and taps the card straight away, as one does to see the answer of the card the swipe brought.
    await page.touchscreen.tap(box.x + box.width / 2, y);
    await expect(progress).toHaveText(/^2 \//);
    await expect(card).toHaveAttribute('data-flipped', 'true');
    // One flip per tap, not two (the tap's own click, when there is one, does not flip it back).
    await page.touchscreen.tap(box.x + box.width / 2, y);
    await expect(card).toHaveAttribute('data-flipped', 'false');
    await page.waitForTimeout(300);
    await expect(card).toHaveAttribute('data-flipped', 'false');
  });
});

test.describe('the study view keeps its place', () => {
  test('on reload and on a switch of language, with the shuffled order', async ({ page }) => {
    const { card, progress } = await openUnit(page, '/en/jp/flash-card/kanji/n5/2');
    await page.getByRole('button', { name: en.flashCardStudy.shuffle }).click();
    await card.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(progress).toHaveText(/^3 \//);
    const id = await card.getAttribute('data-card-id');

    await page.reload();
    await expect(page.getByTestId('study-view')).toHaveAttribute('data-ready', 'true');
    await expect(progress).toHaveText(/^3 \//);
    await expect(card).toHaveAttribute('data-card-id', id!);
    await expect(page.getByRole('button', { name: en.flashCardStudy.restoreOrder })).toBeVisible();

    await page.getByRole('combobox', { name: en.nav.language }).selectOption('vi');
    await expect(page).toHaveURL(/\/vi\/jp\/flash-card\/kanji\/n5\/2$/);
    await expect(page.getByTestId('study-view')).toHaveAttribute('data-ready', 'true');
    await expect(progress).toHaveText(/^3 \//);
    await expect(card).toHaveAttribute('data-card-id', id!);
  });

  test('a unit list shows the study progress kept on this device', async ({ page }) => {
    const { card } = await openUnit(page, '/en/jp/flash-card/kanji/n5/1');
    await card.focus();
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await page.goto('/en/jp/flash-card/kanji/n5');
    const unit1 = page.getByRole('link', { name: /^Unit 1\b/ });
    await expect(unit1.getByTestId('unit-study-progress')).toHaveText(/^2 of \d+ known$/);
    await expect(page.getByRole('link', { name: /^Unit 2\b/ }).getByTestId('unit-study-progress')).toHaveCount(0);
  });
});

test.describe('controls that cannot act say so', () => {
  test('disabled buttons look disabled, in both themes', async ({ page, context, baseURL }) => {
    for (const theme of ['dark', 'light'] as const) {
      await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
      await openUnit(page, '/en/jp/flash-card/kanji/n5/1');
      const previous = page.getByRole('button', { name: en.flashCardStudy.previous });
      const next = page.getByRole('button', { name: en.flashCardStudy.next });
      const reset = page.getByRole('button', { name: en.flashCardStudy.resetMarks });
      await expect(previous).toBeDisabled();
      await expect(reset).toBeDisabled();
      const opacity = (button: typeof next) => button.evaluate((b) => Number(getComputedStyle(b).opacity));
      expect(await opacity(next), theme).toBe(1);
      expect(await opacity(previous), theme).toBeLessThan(0.6);
      expect(await opacity(reset), theme).toBeLessThan(0.6);
    }
  });

  test('without a Japanese voice the speak button stays, disabled, with the reason', async ({ page }) => {
    // Whatever voices this machine has: none of them Japanese.
    await page.addInitScript(() => {
      window.speechSynthesis.getVoices = () => [];
    });
    await openUnit(page, '/vi/jp/flash-card/vocabulary/n5/1');
    const speak = page.getByRole('button', { name: vi.flashCardStudy.pronounce });
    await expect(speak).toBeDisabled();
    await expect(speak).toHaveAccessibleDescription(
      `${vi.flashCardStudy.noVoice.title} ${vi.flashCardStudy.noVoice.text}`,
    );
    await expect(page.getByTestId('no-voice-note')).toBeVisible();
  });
});

test.describe('vocabulary cards', () => {
  test('do not give the reading away on a word front, unless asked', async ({ page }) => {
    const { card } = await openUnit(page, '/en/jp/flash-card/vocabulary/n5/4');
    const front = card.locator('[data-face="front"]');
    // Find a word written with kanji.
    for (let i = 0; i < 30 && (await card.locator('[data-face="back"] ruby').count()) === 0; i++) {
      await card.focus();
      await page.keyboard.press('ArrowRight');
    }
    await expect(card.locator('[data-face="back"] ruby')).toHaveCount(1);
    await expect(front.locator('ruby')).toHaveCount(0);
    await page.getByRole('checkbox', { name: en.flashCardStudy.frontFurigana }).check();
    await expect(front.locator('ruby')).toHaveCount(1);
  });
});

test.describe('tests', () => {
  async function start(page: Page, count: number) {
    await page.goto('/en/jp/flash-card/kanji/n5/1/written-test');
    const s = en.exam.settings;
    await page.getByRole('radio', { name: s.modes.kanji.meaning }).check();
    await page.getByLabel(s.count).fill(String(count));
    await page.getByLabel(s.shuffle).setChecked(false);
    await page.getByRole('button', { name: s.start }).click();
    return page.getByRole('textbox', { name: en.exam.prompts.meaning });
  }

  test('Back in the middle of a test asks first; keeping on keeps the answers', async ({ page }) => {
    await page.goto('/en/jp/flash-card/kanji/n5/1');
    const field = await start(page, 3);
    await field.fill('one');
    await field.press('Enter');
    await expect(page.getByText(en.exam.correct)).toBeVisible();

    await page.goBack();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText(en.exam.confirm.backTitle);
    await dialog.getByRole('button', { name: en.exam.confirm.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/written-test$/);
    await expect(page.getByText(en.exam.correct)).toBeVisible();

    // Asked again on the next Back; leaving goes where Back goes.
    await page.goBack();
    await dialog.getByRole('button', { name: en.exam.confirm.leave }).click();
    await expect(page).toHaveURL(/\/kanji\/n5\/1$/);
  });

  test('ending with nothing answered says so and offers to start again', async ({ page }) => {
    await start(page, 3);
    await page.getByRole('button', { name: en.exam.end }).click();
    await page.getByRole('dialog').getByRole('button', { name: en.exam.confirm.end }).click();
    await expect(page.getByText(en.exam.results.nothingAnswered)).toBeVisible();
    await expect(page.getByText(en.exam.results.allRight)).toHaveCount(0);
    await expect(page.getByTestId('exam-percent')).toHaveCount(0);
    await page.getByRole('button', { name: en.exam.results.startAgain }).click();
    await expect(page.getByText('Question 1 of 3', { exact: true })).toBeVisible();
  });

  /** The results of a test in which nothing was answered: no score, no praise, a way to start again. */
  async function expectNothingAnswered(page: Page, m: typeof en = en) {
    await expect(page.getByText(m.exam.results.nothingAnswered)).toBeVisible();
    await expect(page.getByText(m.exam.results.allRight)).toHaveCount(0);
    await expect(page.getByTestId('exam-percent')).toHaveCount(0);
    await expect(page.getByText('0 / 0')).toHaveCount(0);
    await expect(page.getByRole('button', { name: m.exam.results.retryWrong })).toHaveCount(0);
  }

  async function confirm(page: Page, button: string, confirmation: string) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: confirmation }).click();
  }

  test('skipping every question is nothing answered too', async ({ page }) => {
    await start(page, 2);
    for (let i = 1; i <= 2; i++) {
      await expect(page.getByText(`Question ${i} of 2`, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: en.exam.skip, exact: true }).click();
    }
    await expectNothingAnswered(page);
    await expect(page.getByText('2 questions skipped')).toBeVisible();
  });

  test('retrying the wrong answers and ending at once is nothing answered, in a multiple-choice test', async ({
    page,
  }) => {
    const unit: { items: { kanji: string; meanings: string[] }[] } = readJson('content/generated/kanji/n5.json')
      .units[0];
    const meaningOf = new Map(unit.items.map((k) => [k.kanji, k.meanings.join(', ')]));
    await page.goto('/en/jp/flash-card/kanji/n5/1/multi-choice-test');
    await page.getByRole('radio', { name: en.exam.settings.modes.kanji.meaning }).check();
    await page.getByLabel(en.exam.settings.count).fill('2');
    await page.getByRole('button', { name: en.exam.settings.start }).click();
    for (let i = 1; i <= 2; i++) {
      await expect(page.getByText(`Question ${i} of 2`, { exact: true })).toBeVisible();
      const prompt = (await page.locator('p[lang="ja"]').first().innerText()).trim();
      const options = page.getByRole('list', { name: en.exam.prompts.meaning }).getByRole('button');
      const texts = (await options.allInnerTexts()).map((t) => t.replace(/^\d\s*/, '').trim());
      await options.nth(texts.findIndex((text) => text !== meaningOf.get(prompt))).click();
      await expect(page.getByText(en.exam.wrong, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: i === 2 ? en.exam.seeResults : en.exam.continue }).click();
    }
    await expect(page.getByTestId('exam-percent')).toHaveText('0%');
    await page.getByRole('button', { name: en.exam.results.retryWrong }).click();
    await confirm(page, en.exam.end, en.exam.confirm.end);
    await expectNothingAnswered(page);
  });

  test('in Vietnamese, ending at once says there is no score', async ({ page }) => {
    await page.goto('/vi/jp/flash-card/kanji/n5/1/written-test');
    await page.getByRole('button', { name: vi.exam.settings.start }).click();
    await confirm(page, vi.exam.end, vi.exam.confirm.end);
    await expectNothingAnswered(page, vi);
  });

  test('Escape on a confirmation gives the focus back to the button that opened it', async ({ page }) => {
    await start(page, 3);
    // Ending the test asks first (a skip does not: it offers an undo instead).
    const end = page.getByRole('button', { name: en.exam.end });
    await end.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(end).toBeFocused();
  });

  test('the settings of the last test are remembered on this device', async ({ page }) => {
    await start(page, 4);
    await expect(page.getByText('Question 1 of 4', { exact: true })).toBeVisible();
    await page.goto('/en/jp/flash-card/kanji/n5/2/written-test');
    const s = en.exam.settings;
    await expect(page.getByLabel(s.count)).toHaveValue('4');
    await expect(page.getByRole('radio', { name: s.modes.kanji.meaning })).toBeChecked();
    await expect(page.getByLabel(s.shuffle)).not.toBeChecked();
  });
});

test.describe('small things', () => {
  test('the notifications region is named in the page language', async ({ page }) => {
    await page.goto('/vi/flash-cards');
    await expect(page.locator(`section[aria-label^="${vi.toast.region}"]`)).toHaveCount(1);
  });

  test('Login brings the guest back to the page they were on', async ({ page }) => {
    await page.goto('/en/jp/flash-card/kanji/n5/3');
    await page.locator('[data-account-entry="login"]').click();
    await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=%2Fjp%2Fflash-card%2Fkanji%2Fn5%2F3$/);
  });

  test('the home page title 言の葉 has enough contrast in light mode', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: THEME_COOKIE, value: 'light', url: baseURL! }]);
    await page.goto('/en');
    const ratio = await page.getByText('言の葉').evaluate((element) => {
      // Computed colours may be oklch(): let a canvas turn them into sRGB bytes.
      const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const channels = (color: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const luminance = (color: string) => {
        const [r, g, b] = channels(color).map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      let node: Element | null = element;
      let background = 'rgba(0, 0, 0, 0)';
      // The first ancestor with a background of its own.
      while (node && context && channelsAlpha(background) === 0) {
        background = getComputedStyle(node).backgroundColor;
        node = node.parentElement;
      }
      function channelsAlpha(color: string): number {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        return context.getImageData(0, 0, 1, 1).data[3];
      }
      const [a, b] = [luminance(getComputedStyle(element).color), luminance(background)];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
    // Large bold text: WCAG AA asks 3:1.
    expect(ratio).toBeGreaterThanOrEqual(3);
  });
});

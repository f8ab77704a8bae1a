import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type enMessages from '@/messages/en.json';
import { strokeFileName, STROKE_BOX, STROKES_DIRECTORY } from '@/features/writing/stroke-data';
import { flattenPath, resample, type Point } from '@/features/writing/svg-path';
import { callAction, setInput } from './support/actions';
import { newSignedInPage } from './support/db-users';

/**
 * The write mode: kanji drawn with the mouse along KanjiVG's own strokes are accepted, a stroke drawn backwards
 * is refused and two misses hint the stroke, a keyboard user reveals stroke by stroke, and a finger writes on a
 * phone without scrolling the page.
 */

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const messages: Record<'en' | 'vi', typeof enMessages> = {
  en: readJson('messages/en.json'),
  vi: readJson('messages/vi.json'),
};
type Writing = (typeof messages)['en']['writing'];

/** The model strokes of a kanji, read from the file the app serves. */
function modelStrokes(kanji: string): Point[][] {
  const { strokes } = readJson(`public/${STROKES_DIRECTORY}/${strokeFileName(kanji)}`) as { strokes: string[] };
  return strokes.map(flattenPath);
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

function pad(page: Page, t: Writing, kanji: string): Locator {
  return page.getByRole('img', { name: fill(t.pad.label, { kanji }) });
}

/** The pad's one live status line. */
const status = (page: Page) => page.locator('main').getByRole('status');

/** Screen coordinates of a point of the 109 box, on the pad as it is laid out. */
async function toScreen(target: Locator) {
  const box = (await target.boundingBox())!;
  return ([x, y]: Point): Point => [box.x + (x / STROKE_BOX) * box.width, box.y + (y / STROKE_BOX) * box.height];
}

/** Draws a stroke with the mouse: down at its start, ten moves along it, up at its end. */
async function drawWithMouse(page: Page, target: Locator, stroke: readonly Point[]) {
  const at = await toScreen(target);
  const points = resample(stroke, 11).map(at);
  await page.mouse.move(...points[0]);
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(...point);
  await page.mouse.up();
}

async function openWrite(page: Page, locale: 'en' | 'vi', unit: number, kanji: string) {
  const t = messages[locale].writing;
  await page.goto(`/${locale}/jp/flash-card/kanji/n5/${unit}/write`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.practice.heading);
  const strokes = modelStrokes(kanji);
  // The strokes are fetched by the pad: it is ready when it counts them.
  await expect(status(page)).toContainText(fill(t.pad.stroke, { current: 1, total: strokes.length }));
  return { t, target: pad(page, t, kanji), strokes };
}

for (const locale of ['en', 'vi'] as const) {
  for (const [unit, kanji] of [
    [1, '一'],
    [2, '日'],
    [3, '人'],
  ] as const) {
    test(`${locale}: ${kanji} written stroke by stroke with the mouse is clean`, async ({ page }) => {
      const { t, target, strokes } = await openWrite(page, locale, unit, kanji);
      for (const [index, stroke] of strokes.entries()) {
        await drawWithMouse(page, target, stroke);
        if (index < strokes.length - 1) {
          await expect(status(page)).toContainText(fill(t.pad.stroke, { current: index + 2, total: strokes.length }));
        }
      }
      await expect(status(page)).toContainText(t.pad.outcome.clean);
      await expect(status(page)).toContainText(t.pad.misses.match(/other \{([^}]*)\}/)![1].replace('#', '0'));
      await expect(page.getByRole('button', { name: t.pad.reveal })).toBeDisabled();
    });
  }

  test(`${locale}: a stroke drawn backwards is refused, and two misses hint it`, async ({ page }) => {
    const { t, target, strokes } = await openWrite(page, locale, 2, '日');
    const first = fill(t.pad.stroke, { current: 1, total: strokes.length });
    const reversed = [...strokes[0]].reverse();
    await drawWithMouse(page, target, reversed);
    await expect(status(page)).toContainText(t.pad.miss.reversed);
    await expect(status(page)).toContainText(first);
    await expect(target.locator('[data-hint]')).toHaveCount(0);

    await drawWithMouse(page, target, reversed);
    await expect(status(page)).toContainText(first);
    await expect(status(page)).toContainText(t.pad.hint);
    await expect(target.locator('[data-hint]')).toHaveCount(1);

    // Written right after the hint, the stroke is in and the kanji goes on; it ends "with hints".
    for (const stroke of strokes) {
      await drawWithMouse(page, target, stroke);
      await expect(target.locator('[data-hint]')).toHaveCount(0);
    }
    await expect(status(page)).toContainText(t.pad.outcome.hinted);
  });

  test(`${locale}: a keyboard user reveals stroke by stroke, and the kanji counts as missed`, async ({ page }) => {
    const { t, strokes } = await openWrite(page, locale, 3, '人');
    const reveal = page.getByRole('button', { name: t.pad.reveal });
    for (let tab = 0; tab < 40 && !(await reveal.evaluate((el) => el === document.activeElement)); tab++) {
      await page.keyboard.press('Tab');
    }
    await expect(reveal).toBeFocused();
    for (let i = 0; i < strokes.length; i++) await page.keyboard.press('Enter');
    await expect(status(page)).toContainText(t.pad.outcome.missed);
    // The keyboard goes on from the button that leads on.
    await expect(page.getByRole('button', { name: t.practice.next, exact: true })).toBeFocused();
  });

  test(`${locale}: the summary lists each kanji, and the missed ones can be practised again`, async ({ page }) => {
    const { t, target, strokes } = await openWrite(page, locale, 1, '一');
    await drawWithMouse(page, target, strokes[0]);
    await expect(status(page)).toContainText(t.pad.outcome.clean);
    const total = 14;
    for (let i = 1; i < total; i++) {
      await page.getByRole('button', { name: t.practice.next, exact: true }).click();
      await expect(page.getByText(fill(t.practice.position, { current: i + 1, total }))).toBeVisible();
    }
    await page.getByRole('button', { name: t.practice.finish, exact: true }).click();
    const summary = page.getByRole('region', { name: t.summary.heading });
    await expect(summary.getByRole('heading', { name: t.summary.heading })).toBeFocused();
    const items = summary.getByRole('listitem');
    await expect(items).toHaveCount(total);
    await expect(items.first()).toContainText('一');
    await expect(items.first()).toContainText(t.pad.outcome.clean);
    await expect(items.nth(1)).toContainText(t.summary.skipped);

    await page.getByRole('button', { name: fill(t.summary.practiseMissed, { count: total - 1 }) }).click();
    await expect(page.getByText(fill(t.practice.position, { current: 1, total: total - 1 }))).toBeVisible();
    await expect(pad(page, t, '二')).toBeVisible();
  });
}

test('a vocabulary unit has no write mode', async ({ page }) => {
  const response = await page.goto('/en/jp/flash-card/vocabulary/n5/1/write');
  expect(response?.status()).toBe(404);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  for (const locale of ['en', 'vi'] as const) {
    test(`${locale}: a finger writes 一 and the page does not scroll under it`, async ({ page }) => {
      const { t, target, strokes } = await openWrite(page, locale, 1, '一');
      const box = (await target.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(8);
      expect(box.x + box.width).toBeLessThanOrEqual(375 - 8);
      await target.scrollIntoViewIfNeeded();
      const scrollBefore = await page.evaluate(() => window.scrollY);
      const at = await toScreen(target);
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: Point) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: point ? [{ x: point[0], y: point[1] }] : [],
        });
      const points = resample(strokes[0], 11).map(at);
      await touch('touchStart', points[0]);
      for (const point of points.slice(1)) await touch('touchMove', point);
      await touch('touchEnd');
      await expect(status(page)).toContainText(t.pad.outcome.clean);

      // A finger dragged up the pad, which would scroll any other part of the page, leaves it where it was.
      await touch('touchStart', at([54, 100]));
      for (let y = 90; y >= 10; y -= 10) await touch('touchMove', at([54, y]));
      await touch('touchEnd');
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    });
  }
});

/** A private set of the signed-in learner with these cards; its id. */
async function createSet(page: Page, cards: { word: string; pronunciation: string; meaning: string }[]) {
  const input = setInput(`Write ${randomUUID().slice(0, 6)}`, { cards: cards.map((card) => ({ ...card, note: '' })) });
  const created = await callAction(page.request, 'saveSetAction', [input, null], 'new');
  expect(created.result, created.body.slice(0, 200)).toMatchObject({ ok: true });
  return (created.result as unknown as { id: string }).id;
}

test.describe('the kanji of a custom set', () => {
  test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL: the users are created in the app database');
  test.describe.configure({ timeout: 120_000 });

  for (const locale of ['en', 'vi'] as const) {
    test(`${locale}: a set's words give its kanji to write; a private set is nobody else's`, async ({ browser }) => {
      const t = messages[locale].writing;
      const { context, page } = await newSignedInPage(browser, 'writer');
      const cards = [
        { word: '日本', pronunciation: 'にほん', meaning: 'Japan' },
        { word: 'ひらがな', pronunciation: 'ひらがな', meaning: 'hiragana' },
        { word: '本日', pronunciation: 'ほんじつ', meaning: 'today' },
        { word: '学生', pronunciation: 'がくせい', meaning: 'student' },
      ];
      const id = await createSet(page, cards);

      await page.goto(`/${locale}/flash-cards/custom/${id}`);
      await page.getByRole('link', { name: t.practice.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/flash-cards/custom/${id}/write$`));
      // 日 本 学 生: each kanji once, in the order the set first uses it; kana are not written.
      await expect(page.getByText(fill(t.practice.position, { current: 1, total: 4 }))).toBeVisible();
      const target = pad(page, t, '日');
      await expect(status(page)).toContainText(fill(t.pad.stroke, { current: 1, total: 4 }));
      for (const stroke of modelStrokes('日')) await drawWithMouse(page, target, stroke);
      await expect(status(page)).toContainText(t.pad.outcome.clean);
      await page.getByRole('button', { name: t.practice.next, exact: true }).click();
      await expect(pad(page, t, '本')).toBeVisible();

      // The set is private: a guest gets the 404 screen, as on the set's own page.
      const guest = await browser.newContext();
      const guestPage = await guest.newPage();
      const response = await guestPage.goto(`/${locale}/flash-cards/custom/${id}/write`);
      expect(response?.status()).toBe(404);
      await Promise.all([context.close(), guest.close()]);
    });

    test(`${locale}: a set without kanji has no Write link, and its write mode says so`, async ({ browser }) => {
      const t = messages[locale].writing;
      const { context, page } = await newSignedInPage(browser, 'writer');
      const cards = [
        { word: 'ひらがな', pronunciation: 'ひらがな', meaning: 'hiragana' },
        { word: 'カタカナ', pronunciation: 'カタカナ', meaning: 'katakana' },
      ];
      const id = await createSet(page, cards);
      await page.goto(`/${locale}/flash-cards/custom/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: t.practice.link, exact: true })).toHaveCount(0);
      await page.goto(`/${locale}/flash-cards/custom/${id}/write`);
      await expect(page.getByRole('heading', { name: t.practice.empty.title })).toBeVisible();
      await expect(page.locator('main svg polyline')).toHaveCount(0);
      await context.close();
    });
  }
});

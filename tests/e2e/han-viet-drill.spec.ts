import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openUnit } from './support/study';

// The Hán-Việt bridge: the pairing on a kanji card, and the drill of a kanji unit in both locales.

const UNIT = '/jp/flash-card/kanji/n5/1';
// The unit's readings, read from the content (Playwright's loader cannot import JSON modules): a drill never
// offers another reading of the asked kanji, so the one option among its readings is the answer.
interface Readings {
  kanji: string;
  onyomi: string[];
  sinoVietnamese: string[];
}
const n5 = JSON.parse(readFileSync('content/generated/kanji/n5.json', 'utf8')) as { units: { items: Readings[] }[] };
const readings = new Map(n5.units[0]!.items.map((k) => [k.kanji, k]));
const asked = [...readings.values()].filter((k) => k.onyomi.length > 0 && k.sinoVietnamese.length > 0);
// 一 Nhất ↔ イチ: nh → ∅ and -ât → -ichi, the pair the tests miss on purpose.
const MISSED = '一';

const TEXT = {
  en: {
    pairing: "Hán-Việt ↔ on'yomi",
    open: 'Hán-Việt bridge',
    mode: "Hán-Việt → on'yomi",
    right: 'Right!',
    wrong: 'Not this one.',
    why: 'The correspondence that links them',
    next: /^(Next|See the score)$/,
    summary: 'Your score',
    score: (right: number, total: number) => `${right} of ${total} right`,
    misses: 'To look at again',
  },
  vi: {
    pairing: 'Hán Việt ↔ âm On',
    open: 'Cầu nối Hán Việt',
    mode: 'Cả hai, xen kẽ',
    right: 'Chính xác!',
    wrong: 'Chưa đúng.',
    why: 'Quy luật nối hai âm',
    next: /^(Câu tiếp|Xem kết quả)$/,
    summary: 'Kết quả',
    score: (right: number, total: number) => `Đúng ${right}/${total} câu`,
    misses: 'Cần xem lại',
  },
};

/** The drill's current kanji, its answer and the options, read from the question on screen. */
async function currentQuestion(page: Page): Promise<{ kanji: string; answer: string; options: string[] }> {
  const question = page.getByTestId('han-viet-question');
  const kanji = (await question.getAttribute('data-kanji'))!;
  const { onyomi, sinoVietnamese } = readings.get(kanji)!;
  const options = (await question.getByRole('list').getByRole('button').allInnerTexts()).map((t) =>
    t.replace(/^\d\s*/, '').trim(),
  );
  const answer = options.find((o) => onyomi.includes(o) || sinoVietnamese.includes(o))!;
  return { kanji, answer, options };
}

for (const locale of ['en', 'vi'] as const) {
  const t = TEXT[locale];

  test(`${locale}: the kanji card pairs the Hán-Việt reading with its on'yomi`, async ({ page }) => {
    const { card } = await openUnit(page, `/${locale}${UNIT}`);
    await card.focus();
    await page.keyboard.press('Space');
    const pairing = card.getByTestId('han-viet-pairing');
    await expect(pairing).toContainText(t.pairing);
    await expect(pairing).toContainText('Nhất');
    await expect(pairing).toContainText('イチ · イツ');
    await expect(pairing).toContainText('-ât → -itsu/-ichi');
  });

  test(`${locale}: the drill asks, scores, explains a miss and sums up, by keyboard`, async ({ page }) => {
    await page.goto(`/${locale}${UNIT}`);
    await page.getByRole('link', { name: t.open }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}${UNIT}/han-viet$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.open);

    const mode = page.getByRole('button', { name: t.mode });
    await mode.focus();
    await page.keyboard.press('Enter');

    const total = asked.length;
    for (let n = 1; n <= total; n++) {
      const { kanji, answer, options } = await currentQuestion(page);
      expect(answer).toBeDefined();
      const miss = kanji === MISSED;
      await page.keyboard.press(String(options.indexOf(miss ? options.find((o) => o !== answer)! : answer) + 1));
      const status = page.getByTestId('han-viet-question').getByRole('status');
      if (miss) {
        await expect(status).toContainText(t.wrong);
        await expect(status).toContainText('Nhất');
        await expect(status).toContainText('イチ');
        await expect(status).toContainText(t.why);
        await expect(status).toContainText('-ât → -itsu/-ichi');
        await expect(status.getByRole('listitem')).toHaveCount(2);
        // The red and green options and the explanation keep their contrast.
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
        expect(axe.violations.map((v) => v.id)).toEqual([]);
      } else {
        await expect(status).toContainText(t.right);
      }
      await expect(page.getByRole('button', { name: t.next })).toBeFocused();
      await page.keyboard.press('Enter');
    }

    await expect(page.getByRole('heading', { name: t.summary })).toBeVisible();
    await expect(page.getByTestId('han-viet-score')).toHaveText(t.score(total - 1, total));
    const misses = page.getByRole('region', { name: t.misses });
    await expect(misses).toContainText(MISSED);
    await expect(misses).toContainText('Nhất');
  });
}

test('a phone shows the drill without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/vi${UNIT}/han-viet`);
  await page.getByRole('button', { name: 'Hán Việt → âm On' }).click();
  await expect(page.getByTestId('han-viet-question')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a vocabulary unit has no Hán-Việt drill', async ({ page }) => {
  const response = await page.goto('/en/jp/flash-card/vocabulary/n5/1/han-viet');
  expect(response?.status()).toBe(404);
});

test('the intro names the kanji the drill leaves out', async ({ page }) => {
  await page.goto('/en/jp/flash-card/kanji/n4/3/han-viet');
  await expect(page.getByText(/1 kanji is left out, with no Hán-Việt reading .*: 匂\./)).toBeVisible();
  await page.goto('/vi/jp/flash-card/kanji/n4/3/han-viet');
  await expect(page.getByText(/1 chữ không có trong bài luyện .*: 匂\./)).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { getUnit, type KanjiItem } from '@/features/content';
import { drillItems, type DrillItem } from '@/features/han-viet/drill';
import { openUnit } from './support/study';

// The Hán-Việt bridge: the pairing on a kanji card, and the drill of a kanji unit in both locales.

const UNIT = '/jp/flash-card/kanji/n5/1';
const items = new Map(
  drillItems(
    (getUnit('kanji', 'n5', 1)!.items as KanjiItem[]).map((k) => ({ ...k, meaning: k.meanings[0]! })),
  ).items.map((i) => [i.kanji, i]),
);

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

/** The drill's current item and the answer its question expects (the prompt is the other side of the pair). */
async function currentQuestion(page: Page): Promise<{ item: DrillItem; answer: string; options: string[] }> {
  const question = page.getByTestId('han-viet-question');
  const item = items.get((await question.getAttribute('data-kanji'))!)!;
  const prompt = (await question.locator('p.font-semibold').first().innerText()).trim();
  const answer = prompt === item.hanViet ? item.onyomi : item.hanViet;
  const options = (await question.getByRole('list').getByRole('button').allInnerTexts()).map((t) =>
    t.replace(/^\d\s*/, '').trim(),
  );
  return { item, answer, options };
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

    const total = items.size;
    let missed: DrillItem | null = null;
    for (let n = 1; n <= total; n++) {
      const { item, answer, options } = await currentQuestion(page);
      const regular = item.initialRule !== null && item.rhymeRule !== null;
      // Miss the first regular pair, so the correspondence shows; answer the rest right.
      const miss = missed === null && regular;
      const choice = miss ? options.findIndex((o) => o !== answer) : options.indexOf(answer);
      expect(choice).toBeGreaterThanOrEqual(0);
      await page.keyboard.press(String(choice + 1));
      const status = page.getByTestId('han-viet-question').getByRole('status');
      if (miss) {
        missed = item;
        await expect(status).toContainText(t.wrong);
        await expect(status).toContainText(item.hanViet);
        await expect(status).toContainText(item.onyomi);
        await expect(status).toContainText(t.why);
        await expect(status.getByRole('listitem')).toHaveCount(2);
      } else {
        await expect(status).toContainText(t.right);
      }
      await expect(page.getByRole('button', { name: t.next })).toBeFocused();
      await page.keyboard.press('Enter');
    }

    await expect(page.getByRole('heading', { name: t.summary })).toBeVisible();
    await expect(page.getByTestId('han-viet-score')).toHaveText(t.score(total - 1, total));
    const misses = page.getByRole('region', { name: t.misses });
    await expect(misses).toContainText(missed!.kanji);
    await expect(misses).toContainText(missed!.onyomi);
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

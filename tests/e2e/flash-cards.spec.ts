import { expect, test, type Page } from '@playwright/test';
import { openUnit } from './support/study';

// The built-in kanji and vocabulary screens: set lists, unit lists, unit pages and the study view.

/** The unit's item ids in the unit's order, as the table lists them (the kanji is the id of a kanji item). */
async function tableKanji(page: Page): Promise<string[]> {
  return page.getByRole('table').locator('tbody th[scope="row"]').allInnerTexts();
}

test.describe('set and unit lists', () => {
  test('the kanji sets show their unit and character counts', async ({ page }) => {
    await page.goto('/en/jp/flash-card/kanji');
    await expect(page.getByRole('main').getByRole('link', { name: /^N\d Kanji/ })).toHaveCount(5);
    for (const level of ['N5', 'N4', 'N3', 'N2', 'N1']) {
      const set = page.getByRole('link', { name: new RegExp(`${level} Kanji`) });
      await expect(set).toContainText(/\d+ kanji · \d+ units?/);
    }
    await page.getByRole('link', { name: /N5 Kanji/ }).click();
    await expect(page).toHaveURL(/\/en\/jp\/flash-card\/kanji\/n5$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('N5 Kanji');
  });

  test('the vocabulary sets and units are counted in Vietnamese', async ({ page }) => {
    await page.goto('/vi/jp/flash-card/vocabulary');
    await expect(page.getByRole('link', { name: /Từ vựng N5/ })).toContainText(/\d+ từ · \d+ bài/);
    await page.goto('/vi/jp/flash-card/vocabulary/n5');
    const unit1 = page.getByRole('link', { name: /^Bài 1\b/ });
    await expect(unit1).toContainText(/\d+ từ/);
    await unit1.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Từ vựng N5 · Bài 1');
    const crumbs = page.getByRole('navigation', { name: 'Đường dẫn' });
    await expect(crumbs.getByRole('link')).toHaveText(['Thẻ ghi nhớ', 'Từ vựng', 'N5']);
  });

  test('unknown sets and units are not found', async ({ page }) => {
    for (const path of [
      '/en/jp/flash-card/kanji/n9',
      '/en/jp/flash-card/kanji/n5/999',
      '/en/jp/flash-card/kanji/n5/01',
      '/vi/jp/flash-card/vocabulary/n5/0',
      '/en/jp/flash-card/vocabulary/x/1',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  });
});

test('a unit grid fetches a unit page ahead only when the learner points at it', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] !== undefined) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/en/jp/flash-card/kanji/n1');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const units = page.getByRole('main').getByRole('link', { name: /^Unit \d+ / });
  await expect(units.first()).toBeVisible();
  expect(await units.count()).toBeGreaterThan(20);
  const unitPages = () => prefetched.filter((path) => /\/kanji\/n1\/\d+$/.test(path));
  // Scrolling the whole grid into view does not fetch every unit either.
  await units.last().scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  expect(unitPages()).toEqual([]);

  await units.nth(2).hover();
  // Only the unit pointed at (Next.js may fetch its route tree and its segment data as two requests).
  await expect.poll(() => [...new Set(unitPages())]).toEqual(['/en/jp/flash-card/kanji/n1/3']);
});

test("the unit list names each unit's theme in the page's language", async ({ page }) => {
  await page.goto('/vi/jp/flash-card/vocabulary/n5');
  const first = page.getByRole('link', { name: /Bài 1\b/ });
  await expect(first).toContainText('Chào hỏi và câu nói thông dụng');
  await page.goto('/en/jp/flash-card/vocabulary/n3');
  await expect(page.getByRole('link', { name: /Unit 1\b/ })).toContainText('Nouns 1');
});

test.describe('unit page', () => {
  test('a kanji unit lists its kanji, its tests and the next unit', async ({ page }) => {
    const { tableRows } = await openUnit(page, '/en/jp/flash-card/kanji/n5/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('N5 Kanji · Unit 1');
    const columns = page.getByRole('table').getByRole('columnheader');
    await expect(columns).toHaveText(['Kanji', 'Meaning', "On'yomi", "Kun'yomi", 'Sino-Vietnamese', 'Strokes']);
    expect(await tableRows.count()).toBeGreaterThan(0);
    await expect(page.getByRole('table')).toContainText('一');
    // The unit's theme, in the page's language.
    await expect(page.getByText(/^Numbers and money: 14 kanji/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Written test' })).toHaveAttribute(
      'href',
      '/en/jp/flash-card/kanji/n5/1/written-test',
    );
    await expect(page.getByRole('link', { name: 'Multiple-choice test' })).toHaveAttribute(
      'href',
      '/en/jp/flash-card/kanji/n5/1/multi-choice-test',
    );
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Flash cards', 'Kanji', 'N5', 'Unit 1']);
    await page.getByRole('link', { name: /Next unit/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('N5 Kanji · Unit 2');
    await expect(page.getByRole('link', { name: /Previous unit/ })).toBeVisible();
  });

  test("a kanji's kun'yomi are written readably, with a legend on the card and under the table", async ({ page }) => {
    const { card } = await openUnit(page, '/en/jp/flash-card/kanji/n5/1');
    await card.click();
    await expect(card).toContainText('ひと～、ひと(つ)');
    await expect(card).toContainText('Kana in brackets are written after the kanji: ひと(つ) is written 一つ.');
    await expect(card).toContainText('～ marks a reading used only joined to another word');
    const table = page.getByRole('table');
    await expect(table).toContainText('ひと(つ)');
    await expect(table).not.toContainText('ひと.つ');
    await expect(page.getByText(/^Kana in brackets are written after the kanji/).last()).toBeVisible();

    const vi = await openUnit(page, '/vi/jp/flash-card/kanji/n5/1');
    await vi.card.click();
    await expect(vi.card).toContainText('Phần kana trong ngoặc được viết sau chữ Hán: ひと(つ) viết là 一つ.');
    await expect(page.getByText(/^～ đánh dấu cách đọc/).last()).toBeVisible();
  });

  test('a vocabulary unit in Vietnamese shows words with furigana', async ({ page }) => {
    const { tableRows } = await openUnit(page, '/vi/jp/flash-card/vocabulary/n5/1');
    await expect(page).toHaveTitle('Từ vựng N5 · Bài 1 | Kotonoha');
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Từ', 'Cách đọc', 'Hán Việt', 'Nghĩa']);
    expect(await tableRows.count()).toBeGreaterThan(0);
    // Unit 1 opens with greetings in kana; お願いします carries its reading over 願.
    await expect(page.getByRole('table').locator('ruby rt', { hasText: 'ねが' }).first()).toBeVisible();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('Từ vựng N5 · Bài 1');
  });

  test('a word Japanese writes in kana shows its kanji spellings in the table too', async ({ page }) => {
    await openUnit(page, '/vi/jp/flash-card/vocabulary/n5/11');
    const aru = page.getByRole('table').getByRole('rowheader', { name: /^ある/ });
    await expect(aru).toHaveCount(1);
    await expect(aru).toHaveAccessibleName('ある Cách viết khác: 在る、有る');
  });

  test('on a phone each item is a card, headword beside its details, without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openUnit(page, '/en/jp/flash-card/kanji/n5/1');
    const firstRow = page.getByRole('table').locator('tbody tr').first();
    // All three at one moment: the page must not move between two reads.
    const [kanji, meaning, onyomi] = await firstRow.evaluate((row) =>
      [row.querySelector('th')!, ...row.querySelectorAll('td')].slice(0, 3).map((cell) => {
        const { x, y, width } = cell.getBoundingClientRect();
        return { x, y, width };
      }),
    );
    expect(kanji.x + kanji.width).toBeLessThanOrEqual(meaning.x);
    expect(Math.abs(kanji.y - meaning.y)).toBeLessThan(12);
    expect(onyomi.y).toBeGreaterThan(meaning.y);
    // No header row on a phone: each reading carries its own label.
    expect((await page.getByRole('table').locator('thead').boundingBox())!.height).toBeLessThanOrEqual(1);
    const label = await firstRow
      .locator('td')
      .nth(1)
      .evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe(`"On'yomi"`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('nothing moves while the page finishes loading (no layout shift on a phone)', async ({ page }) => {
    // Tall enough that the items below the tests are on screen: a shift out of view is not counted.
    await page.setViewportSize({ width: 375, height: 1800 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as { __shifts?: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openUnit(page, '/en/jp/flash-card/kanji/n5/1');
    await expect(page.getByRole('button', { name: 'Study with reviews' })).toBeVisible();
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as { __shifts?: number[] }).__shifts ?? []);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
  });

  test('from tablet width up the items are a table with a header row', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await openUnit(page, '/en/jp/flash-card/vocabulary/n5/1');
    const header = (await page.getByRole('columnheader', { name: 'Meaning' }).boundingBox())!;
    expect(header.height).toBeGreaterThan(10);
    const firstRow = page.getByRole('table').locator('tbody tr').first();
    const cells = firstRow.locator('th, td');
    const tops = await cells.evaluateAll((list) => list.map((cell) => Math.round(cell.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});

test.describe('study view', () => {
  test('flips and moves with the keyboard only', async ({ page }) => {
    const { card, progress } = await openUnit(page, '/en/jp/flash-card/kanji/n5/1');
    const total = (await tableKanji(page)).length;
    await expect(progress).toHaveText(`1 / ${total}`);

    // Tab from the skip link down to the card.
    await card.focus();
    await expect(card).toBeFocused();
    await expect(card).toHaveAttribute('data-flipped', 'false');
    await page.keyboard.press('Space');
    await expect(card).toHaveAttribute('data-flipped', 'true');
    await expect(card).toContainText("On'yomi");
    await page.keyboard.press('ArrowRight');
    await expect(progress).toHaveText(`2 / ${total}`);
    await expect(card).toHaveAttribute('data-flipped', 'false');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(progress).toHaveText(`2 / ${total}`);

    // The buttons work from the keyboard as well.
    await page.getByTestId('study-view').getByRole('button', { name: 'Next', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(progress).toHaveText(`3 / ${total}`);
    await page.getByRole('button', { name: 'Flip card' }).focus();
    await page.keyboard.press('Space');
    await expect(card).toHaveAttribute('data-flipped', 'true');
    await expect(page.getByText('Keyboard shortcuts:')).toBeVisible();
  });

  test('a click flips the card and the shortcuts work with nothing focused', async ({ page }) => {
    const { card, progress } = await openUnit(page, '/en/jp/flash-card/vocabulary/n5/1');
    await card.click();
    await expect(card).toHaveAttribute('data-flipped', 'true');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('ArrowRight');
    await expect(progress).toHaveText(/^2 \//);
    await page.keyboard.press('Space');
    await expect(card).toHaveAttribute('data-flipped', 'true');
  });

  test('a swipe moves between cards without flipping them', async ({ page }) => {
    const { card, progress } = await openUnit(page, '/en/jp/flash-card/kanji/n5/1');
    const box = (await card.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(box.x + from, y);
      await page.mouse.down();
      await page.mouse.move(box.x + (from + to) / 2, y, { steps: 3 });
      await page.mouse.move(box.x + to, y, { steps: 3 });
      await page.mouse.up();
    };
    await swipe(box.width - 40, 40);
    await expect(progress).toHaveText(/^2 \//);
    await expect(card).toHaveAttribute('data-flipped', 'false');
    await swipe(40, box.width - 40);
    await expect(progress).toHaveText(/^1 \//);
    await expect(card).toHaveAttribute('data-flipped', 'false');
  });

  test('shuffles and restores the order', async ({ page }) => {
    const { card, progress } = await openUnit(page, '/en/jp/flash-card/kanji/n5/1');
    const unitOrder = await tableKanji(page);
    expect(unitOrder.length).toBeGreaterThan(3);

    const firstIds = async () => {
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        ids.push((await card.getAttribute('data-card-id')) ?? '');
        await page.getByTestId('study-view').getByRole('button', { name: 'Next', exact: true }).click();
      }
      return ids;
    };
    expect(await firstIds()).toEqual(unitOrder.slice(0, 4));

    await page.getByRole('button', { name: 'Shuffle' }).click();
    await expect(progress).toHaveText(`1 / ${unitOrder.length}`);
    const shuffled = await firstIds();
    expect(shuffled).not.toEqual(unitOrder.slice(0, 4));

    // Restoring keeps the card in view, now at its place in the unit's order.
    const current = (await card.getAttribute('data-card-id')) ?? '';
    await page.getByRole('button', { name: 'Restore order' }).click();
    await expect(page.getByRole('button', { name: 'Restore order' })).toHaveCount(0);
    await expect(card).toHaveAttribute('data-card-id', current);
    await expect(progress).toHaveText(`${unitOrder.indexOf(current) + 1} / ${unitOrder.length}`);
  });

  test('studies only the cards still to learn, and remembers them and the place after a reload', async ({ page }) => {
    const { card, progress } = await openUnit(page, '/en/jp/flash-card/kanji/n5/1');
    const unitOrder = await tableKanji(page);
    const total = unitOrder.length;
    await card.focus();
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await page.getByRole('button', { name: 'Still learning' }).click();
    await page.getByRole('button', { name: 'I know it' }).click();
    await expect(page.getByText(`3 known · ${total - 3} to learn`)).toBeVisible();

    const onlyLearning = page.getByRole('checkbox', { name: `Only cards still to learn (${total - 3})` });
    await onlyLearning.check();
    // The current card is still to learn, so it stays in view: now the second of the remaining ones.
    await expect(progress).toHaveText(`2 / ${total - 3}`);
    await expect(card).toHaveAttribute('data-card-id', unitOrder[4]);

    await page.reload();
    await expect(page.getByTestId('study-view')).toHaveAttribute('data-ready', 'true');
    // Back on the same card, not on the first.
    await expect(progress).toHaveText(`2 / ${total - 3}`);
    await expect(card).toHaveAttribute('data-card-id', unitOrder[4]);
    await expect(page.getByRole('checkbox', { name: /Only cards still to learn/ })).toBeChecked();
    await card.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(card).toHaveAttribute('data-card-id', unitOrder[2]);
    const seen: string[] = [];
    for (let i = 0; i < total - 3; i++) {
      seen.push((await card.getAttribute('data-card-id')) ?? '');
      await page.keyboard.press('ArrowRight');
    }
    expect(seen).not.toContain(unitOrder[0]);
    expect(seen).not.toContain(unitOrder[1]);
    expect(seen).not.toContain(unitOrder[3]);
    expect(seen).toContain(unitOrder[2]);

    // Marks belong to this unit only.
    await openUnit(page, '/en/jp/flash-card/kanji/n5/2');
    await expect(page.getByText(/^0 known · \d+ to learn$/)).toBeVisible();
  });

  test('offers to study everything again once every card is known (Vietnamese)', async ({ page }) => {
    await page.goto('/vi/jp/flash-card/kanji/n5');
    const units = page.getByRole('main').getByRole('link', { name: /^Bài \d+/ });
    const last = units.last();
    await last.click();
    await expect(page.getByTestId('study-view')).toHaveAttribute('data-ready', 'true');
    const total = (await tableKanji(page)).length;
    const card = page.getByTestId('flash-card');

    await page.getByRole('checkbox', { name: /Chỉ học thẻ chưa thuộc/ }).check();
    await card.focus();
    for (let i = 0; i < total; i++) await page.keyboard.press('k');
    await expect(page.getByRole('heading', { name: 'Bạn đã thuộc mọi thẻ trong bài này' })).toBeVisible();

    await page.getByRole('button', { name: 'Học tất cả thẻ' }).click();
    await expect(page.getByTestId('study-view').getByText(new RegExp(`^\\d+ / ${total}$`))).toBeVisible();
    await expect(page.getByText(`${total} đã thuộc · 0 chưa thuộc`)).toBeVisible();
    await page.getByRole('button', { name: 'Xoá đánh dấu' }).click();
    await expect(page.getByText(`0 đã thuộc · ${total} chưa thuộc`)).toBeVisible();
  });

  test('the front can be the meaning and furigana can be hidden', async ({ page }) => {
    const { card } = await openUnit(page, '/en/jp/flash-card/vocabulary/n5/1');
    // Go to the first word written with kanji (kana-only words have no furigana).
    const rows = page.getByRole('table').locator('tbody tr');
    const withKanji = await rows.evaluateAll((trs) => trs.findIndex((tr) => tr.querySelector('ruby') !== null));
    expect(withKanji).toBeGreaterThanOrEqual(0);
    await card.focus();
    for (let i = 0; i < withKanji; i++) await page.keyboard.press('ArrowRight');
    // The front keeps the reading to itself until asked; the back shows it.
    await expect(card.locator('[data-face="front"] ruby')).toHaveCount(0);
    await expect(card.locator('[data-face="back"] ruby')).toHaveCount(1);
    await page.getByRole('checkbox', { name: 'Furigana on the front' }).check();
    await expect(card.locator('[data-face="front"] ruby')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Furigana on the front' }).uncheck();
    await page.getByRole('checkbox', { name: 'Furigana', exact: true }).uncheck();
    await expect(card.locator('ruby')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Meaning' }).check({ force: true });
    const firstRow = rows.nth(withKanji);
    const meaning = await firstRow.locator('td').last().innerText();
    const reading = await firstRow.locator('td').first().innerText();
    const front = card.locator('[data-face="front"]');
    await expect(front).toHaveText(meaning);
    await page.getByRole('radio', { name: 'Reading' }).check({ force: true });
    await expect(front).toHaveText(reading);
  });
});

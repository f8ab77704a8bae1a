import { expect, test, type Page, type Request } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { callAction, setInput } from './support/actions';
import { newSignedInPage, withDatabase } from './support/db-users';
import { BASE_URL } from './support/servers';

/**
 * What saving and "my sets" cost the learner: requests and waiting. A save answers with the set page itself,
 * "my sets" fetches a set's pages only when the learner points at them, and it is paged. The figures (ms from the
 * click to the set page) are written to the test's annotations. Users are written straight into the app's
 * database (support/db-users.ts), so this needs DATABASE_URL.
 */

test.describe.configure({ timeout: 180_000 });
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL: the users are created in the app database');

/** Requests the page makes to the app itself (pages, actions, router fetches), not scripts, styles or images. */
function appRequests(page: Page) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(BASE_URL)) return;
    if (!['document', 'fetch', 'xhr'].includes(request.resourceType())) return;
    // The header's session read runs on every page, whatever the page does.
    if (new URL(request.url()).pathname.startsWith('/api/')) return;
    seen.push(request);
  });
  const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] !== undefined;
  return {
    /** Loads, actions and navigations: what the learner waits for. */
    fetches: () =>
      seen.filter((request) => !isPrefetch(request)).map((r) => `${r.method()} ${new URL(r.url()).pathname}`),
    /** The router fetching pages ahead of a click. */
    prefetches: () => seen.filter(isPrefetch).map((request) => new URL(request.url()).pathname),
    clear: () => seen.splice(0),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('saving a set opens its page with the save’s own answer: one request, no refetch', async ({ browser }) => {
  const { context, page } = await newSignedInPage(browser, 'saver');
  const requests = appRequests(page);
  const timings: number[] = [];
  const fetched: string[][] = [];
  for (let round = 1; round <= 3; round++) {
    const name = `Quick ${round} ${randomUUID().slice(0, 4)}`;
    await page.goto('/en/flash-cards/custom/new');
    await page.getByLabel('Name', { exact: true }).fill(name);
    for (const [n, word, meaning] of [
      [1, '犬', 'dog'],
      [2, '猫', 'cat'],
    ] as const) {
      await page.getByRole('textbox', { name: `Word (Card ${n})` }).fill(word);
      await page.getByRole('textbox', { name: `Meaning (Card ${n})` }).fill(meaning);
    }
    await page.waitForLoadState('networkidle');
    requests.clear();
    const started = Date.now();
    await page.getByRole('button', { name: 'Create set' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    timings.push(Date.now() - started);
    await expect(page.getByText('Set created')).toBeVisible();
    await page.waitForLoadState('networkidle');
    fetched.push(requests.fetches());
  }

  // Editing: the same.
  const setPath = new URL(page.url()).pathname;
  await page.goto(`${setPath}/edit`);
  await page.getByRole('textbox', { name: 'Meaning (Card 1)' }).fill('hound');
  await page.waitForLoadState('networkidle');
  requests.clear();
  const started = Date.now();
  await page.getByRole('button', { name: 'Save set' }).click();
  await expect(page.getByRole('table')).toContainText('hound');
  timings.push(Date.now() - started);
  await page.waitForLoadState('networkidle');
  fetched.push(requests.fetches());
  test
    .info()
    .annotations.push(
      { type: 'save → set page (ms)', description: `${timings.join(', ')} (median ${median(timings)})` },
      { type: 'requests per save', description: fetched.map((list) => list.join(' + ')).join(' | ') },
    );
  // The action's answer carried the set page: nothing is fetched again.
  expect(fetched).toEqual([
    ...Array.from({ length: 3 }, () => ['POST /en/flash-cards/custom/new']),
    [`POST ${setPath}/edit`],
  ]);
  await context.close();
});

test('my sets is paged and fetches a set’s pages only when the learner points at a link', async ({ browser }) => {
  const { context, page, user } = await newSignedInPage(browser, 'collector');
  const first = await callAction(page.request, 'saveSetAction', [setInput('Set 00'), null], 'new');
  expect(first.result).toMatchObject({ ok: true });
  // 25 more straight into the database (the save action is not what this measures), each a second older.
  await withDatabase(async (client) => {
    for (let i = 1; i <= 25; i++) {
      await client.query(
        `INSERT INTO "FlashCardSet" (id, "ownerId", name, "wordLanguage", "meaningLanguage", "cardCount", "createdAt", "updatedAt")
         VALUES ($1, $2, $3, 'ja', 'en', 2, now() - $4 * interval '1 second', now() - $4 * interval '1 second')`,
        [randomUUID().replaceAll('-', '').slice(0, 12), user.id, `Set ${String(i).padStart(2, '0')}`, i],
      );
    }
  });

  const requests = appRequests(page);
  await page.goto('/en/my-flash-card');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const groups = page.getByRole('group', { name: /^Actions for / });
  // The page's own links; those the header has too are the shell's, on every page.
  const hrefs = (selector: string) =>
    page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const shell = new Set(await hrefs('header a[href]'));
  const ownLinks = new Set((await hrefs('main a[href]')).filter((href) => !shell.has(href)));
  const ownPrefetches = () => requests.prefetches().filter((path) => ownLinks.has(path));
  const onLoad = ownPrefetches();
  test.info().annotations.push({ type: 'my sets: prefetch requests on load', description: String(onLoad.length) });
  expect.soft(onLoad).toEqual([]);
  await expect.soft(groups).toHaveCount(24);

  // Pointing at a link fetches that page ahead of the click.
  const edit = groups.first().getByRole('link', { name: 'Edit' });
  await edit.hover();
  const editPath = await edit.getAttribute('href');
  await expect.poll(() => ownPrefetches()).toContain(editPath);

  // An action answers with the refreshed list: no second fetch of the page, no prefetching of every set.
  requests.clear();
  await groups.first().getByRole('button', { name: 'Make public' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make public' }).click();
  await expect(page.getByText('The set is public now')).toBeVisible();
  await expect(groups.first().getByRole('button', { name: 'Make private' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  test.info().annotations.push({
    type: 'my sets: requests after an action',
    description: `${requests.fetches().join(', ')}; prefetches of its links: ${ownPrefetches().length}`,
  });
  expect.soft(requests.fetches()).toEqual(['POST /en/my-flash-card']);
  // The link pointed at before may be fetched again (the action expired the router's cache); no other.
  expect.soft(ownPrefetches().filter((path) => path !== editPath)).toEqual([]);

  // The next page holds the rest, newest changes first, none twice.
  const firstPage = await groups.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  await page.getByRole('link', { name: 'More sets' }).click();
  await expect(groups).toHaveCount(2);
  const secondPage = await groups.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  expect(new Set([...firstPage, ...secondPage]).size).toBe(26);
  expect(secondPage).toEqual(['Actions for Set 24', 'Actions for Set 25']);
  await expect(page.getByRole('link', { name: 'More sets' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the first page' }).click();
  await expect(groups).toHaveCount(24);
  await context.close();
});

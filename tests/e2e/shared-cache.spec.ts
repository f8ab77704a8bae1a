// A shared set's page and preview image may sit in shared caches (a CDN), but only briefly: a set made private
// must leave them within minutes, not an hour or a year.
import { expect, test } from '@playwright/test';

import { callAction, setInput } from './support/actions';
import { newSignedInPage } from './support/auth';

const seconds = (header: string | undefined, directive: string) => {
  const match = header?.match(new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`));
  return match ? Number(match[1]) : undefined;
};

test('a public set’s page and image are cached by shared caches for a minute, served stale 5 minutes at most', async ({
  browser,
  playwright,
}) => {
  const owner = await newSignedInPage(browser);
  const created = await callAction(
    owner.request,
    'saveSetAction',
    [setInput('Cached set', { visibility: 'everyone' }), null],
    'new',
  );
  const id = (created.result as { id: string }).id;
  const guest = await playwright.request.newContext();

  const page = await guest.get(`/en/flash-cards/custom/${id}`);
  expect(page.status()).toBe(200);
  const pageCache = page.headers()['cache-control'];
  expect(seconds(pageCache, 's-maxage'), pageCache).toBeLessThanOrEqual(60);
  // Past it, a CDN may answer with the copy it has while it asks again, for this long (a year by default).
  expect(
    (seconds(pageCache, 's-maxage') ?? 0) + (seconds(pageCache, 'stale-while-revalidate') ?? 0),
    pageCache,
  ).toBeLessThanOrEqual(300);

  const image = await guest.get(`/api/og/custom-set/${id}`);
  expect(image.status()).toBe(200);
  const imageCache = image.headers()['cache-control'];
  for (const directive of ['max-age', 's-maxage']) {
    expect(seconds(imageCache, directive) ?? 0, imageCache).toBeLessThanOrEqual(60);
  }
  expect(imageCache).not.toContain('stale-while-revalidate');

  // Made private: gone for everybody who asks the app.
  await callAction(owner.request, 'setVisibilityAction', [id, 'onlyMe'], id);
  expect((await guest.get(`/en/flash-cards/custom/${id}`)).status()).toBe(404);
  expect((await guest.get(`/api/og/custom-set/${id}`)).status()).toBe(404);
  await Promise.all([guest.dispose(), owner.context().close()]);
});

// The cache handler `next start` loads when REDIS_URL is set (cache-handler.mjs), against a real Redis: what it
// keeps there, what it keeps local, and what an outage costs (a render, never an error or a stale private page).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { CacheHandler, CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Relay, startRedis, startRelay, type TestRedis } from './redis-server';

const BUILD_ID = 'build-under-test';
const PREFIX = `kotonoha:${BUILD_ID}:`;
const STATIC_PAGE_KEY = '/route-cache/APP_PAGE/0123abcd/$/en/about';
const SET_PAGE_KEY = '/route-cache/APP_PAGE/4567ef01/$/en/flash-cards/custom/set1';

let redis: TestRedis;
let relay: Relay;
let root: string;
let handler: CacheHandler;
let previousRedisUrl: string | undefined;

type SharedState = { isUp(): boolean; pendingInvalidations(): number };
const sharedState = () => (globalThis as Record<symbol, SharedState>)[Symbol.for('kotonoha.sharedCache')];

async function waitFor(condition: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  redis = await startRedis();
  relay = await startRelay(redis.url);
  // A build folder as `next build` leaves it, as far as the handler reads it.
  root = await mkdtemp(path.join(os.tmpdir(), 'kotonoha-cache-'));
  const serverDistDir = path.join(root, '.next', 'server');
  await mkdir(serverDistDir, { recursive: true });
  await writeFile(path.join(root, '.next', 'BUILD_ID'), BUILD_ID);
  await writeFile(
    path.join(root, '.next', 'prerender-manifest.json'),
    JSON.stringify({
      version: 4,
      routes: { '/en/about': { initialRevalidateSeconds: false, srcRoute: '/[locale]/about' } },
      dynamicRoutes: {},
      notFoundRoutes: [],
    }),
  );
  // The app's client goes through the relay, which the tests cut to play a network failure.
  previousRedisUrl = process.env.REDIS_URL;
  process.env.REDIS_URL = relay.url;
  const { default: SplitCacheHandler } = (await import('../../cache-handler.mjs')) as {
    default: new (ctx: CacheHandlerContext) => CacheHandler;
  };
  handler = new SplitCacheHandler({
    fs: nodeFs,
    serverDistDir,
    dev: false,
    flushToDisk: false,
    maxMemoryCacheSize: 10 * 1024 * 1024,
    revalidatedTags: [],
    _requestHeaders: {},
  });
  await waitFor(() => sharedState().isUp(), 'the connection');
});

afterAll(async () => {
  if (previousRedisUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = previousRedisUrl;
  await relay?.close();
  await redis?.stop();
  await rm(root, { recursive: true, force: true });
});

const fetchValue = (body: string) => ({
  kind: 'FETCH' as const,
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: 60,
});
const setData = async (key: string, tag: string, body: string) =>
  handler.set(key, fetchValue(body) as never, { fetchCache: true, tags: [tag] } as never);
const getData = (key: string, tag: string) =>
  handler.get(key, { kind: 'FETCH', tags: [tag], softTags: [] } as never) as Promise<{
    value: { data: { body: string } };
  } | null>;

const pageValue = (html: string, tag: string) => ({
  kind: 'APP_PAGE' as const,
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  headers: { 'x-next-cache-tags': tag },
  status: 200,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const setPage = (key: string, html: string, tag: string, revalidate: number | false) =>
  handler.set(key, pageValue(html, tag) as never, { cacheControl: { revalidate, expire: undefined } } as never);
const getPage = (key: string) =>
  handler.get(key, { kind: 'APP_PAGE', isFallback: false } as never) as Promise<{
    value: { html: string; rscData: Buffer; segmentData: Map<string, Buffer> };
    cacheControl?: { revalidate: number | false };
  } | null>;

describe('with REDIS_URL, the cache handler', () => {
  it('keeps data and run-time pages in Redis under the build’s prefix, each page with its lifetime', async () => {
    await setData('data-1', 'community', 'first page of sets');
    await setPage(SET_PAGE_KEY, '<p>set 1</p>', 'custom-set:set1', 60);

    expect(await redis.inspect.exists(`${PREFIX}data-1`)).toBe(1);
    expect(await redis.inspect.exists(`${PREFIX}${SET_PAGE_KEY}`)).toBe(1);
    expect((await getData('data-1', 'community'))?.value.data.body).toBe('first page of sets');
    const page = await getPage(SET_PAGE_KEY);
    expect(page?.value.html).toBe('<p>set 1</p>');
    expect(page?.value.rscData.toString()).toBe('rsc of <p>set 1</p>');
    expect(page?.value.segmentData.get('/_tree')?.toString()).toBe('tree');
    // Without it, an instance that did not render the page would revalidate it after a second.
    expect(page?.cacheControl?.revalidate).toBe(60);
  });

  it('expires a tag in Redis itself, so every instance stops serving it at once', async () => {
    await setData('data-2', 'custom-set:set2', 'set 2 as it was');
    await setPage(SET_PAGE_KEY, '<p>set 1</p>', 'custom-set:set1', 60);
    await handler.revalidateTag(['custom-set:set2', 'custom-set:set1']);
    expect(await redis.inspect.exists(`${PREFIX}data-2`)).toBe(0);
    expect(await redis.inspect.exists(`${PREFIX}${SET_PAGE_KEY}`)).toBe(0);
    expect(await getData('data-2', 'custom-set:set2')).toBeNull();
    expect(await getPage(SET_PAGE_KEY)).toBeNull();
  });

  it('keeps the pages prerendered for good at build time out of Redis', async () => {
    await setPage(STATIC_PAGE_KEY, '<p>About</p>', '', false);
    expect(await redis.inspect.keys(`${PREFIX}*about*`)).toEqual([]);
    expect((await getPage(STATIC_PAGE_KEY))?.value.html).toBe('<p>About</p>');
  });

  it('answers a miss at once while Redis is unreachable, so the page is rendered, and never throws', async () => {
    await setData('data-3', 'community', 'cached list');
    relay.cut();
    try {
      await waitFor(() => !sharedState().isUp(), 'the client to notice');
      const started = performance.now();
      expect(await getData('data-3', 'community')).toBeNull();
      await expect(setData('data-4', 'community', 'fresh list')).resolves.toBeUndefined();
      expect(performance.now() - started).toBeLessThan(1500);
    } finally {
      relay.restore();
    }
    await waitFor(() => sharedState().isUp(), 'the reconnection');
    expect((await getData('data-3', 'community'))?.value.data.body).toBe('cached list');
  });

  it('expires what a save could not reach before it reads Redis again: a set made private stays private', async () => {
    await setData('data-5', 'custom-set:set5', 'set 5 while public');
    relay.cut();
    try {
      await waitFor(() => !sharedState().isUp(), 'the client to notice');
      // The owner makes the set private while this server cannot reach Redis: the save goes through…
      await expect(handler.revalidateTag('custom-set:set5')).resolves.toBeUndefined();
      expect(sharedState().pendingInvalidations()).toBe(1);
      // …the stale public copy is still in Redis, and this server renders rather than read it.
      expect(await redis.inspect.exists(`${PREFIX}data-5`)).toBe(1);
      expect(await getData('data-5', 'custom-set:set5')).toBeNull();
    } finally {
      relay.restore();
    }
    // Back: the expiry goes out first, and the copy is gone for every instance.
    await waitFor(() => sharedState().pendingInvalidations() === 0, 'the expiry to be replayed');
    expect(await redis.inspect.exists(`${PREFIX}data-5`)).toBe(0);
    expect(await getData('data-5', 'custom-set:set5')).toBeNull();
  });
});

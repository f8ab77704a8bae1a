// Which cache an entry of Next.js's goes to when REDIS_URL is set (lib/cache/split-cache-handler.mjs), and the
// lifetime a page read from Redis comes back with.
import { describe, expect, it } from 'vitest';

import { pathOfCacheKey, withCacheControl } from '@/lib/cache/split-cache-handler.mjs';

describe('a response cache key', () => {
  it('names the page path after the route’s hash, as next start writes it', () => {
    expect(pathOfCacheKey('/route-cache/APP_PAGE/9f86d081/$/en/about')).toBe('/en/about');
    expect(pathOfCacheKey('/route-cache/APP_PAGE/9f86d081/$/vi/jp/flash-card/kanji/n5/1')).toBe(
      '/vi/jp/flash-card/kanji/n5/1',
    );
    expect(pathOfCacheKey('/route-cache/APP_PAGE/9f86d081/$/index')).toBe('/');
  });

  it('of another shape (a data cache key is a hash) names none', () => {
    expect(pathOfCacheKey('5c1a9e7b0d3f')).toBeUndefined();
  });
});

describe('a page read from Redis', () => {
  const lifespan = { revalidate: 60 as number | false };
  const page = { lastModified: 1, lifespan, value: { kind: 'APP_PAGE' } } as never;

  it('carries its lifetime for Next.js, which would otherwise revalidate it after a second', () => {
    expect(withCacheControl(page)).toMatchObject({ cacheControl: { revalidate: 60 } });
  });

  it('without a lifetime of its own never expires, as it was rendered', () => {
    expect(withCacheControl({ ...(page as object), lifespan: { revalidate: undefined } } as never)).toMatchObject({
      cacheControl: { revalidate: false },
    });
  });

  it('leaves data entries and misses alone', () => {
    const data = { lastModified: 1, lifespan, value: { kind: 'FETCH' } } as never;
    expect(withCacheControl(data)).toBe(data);
    expect(withCacheControl(null)).toBeNull();
  });
});

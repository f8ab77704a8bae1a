import { describe, expect, it } from 'vitest';
import { isChunkLoadError, isNewBuild, mayReload } from '@/lib/deployment/reload-guard';

describe('reload guard', () => {
  it('reloads the first time, then not again within 10 s', () => {
    expect(mayReload(null, 1_000_000)).toBe(true);
    expect(mayReload(1_000_000, 1_000_000 + 9_999)).toBe(false);
    expect(mayReload(1_000_000, 1_000_000 + 10_000)).toBe(true);
    expect(mayReload(Number.NaN, 5)).toBe(true);
  });

  it('recognises chunk-load failures and nothing else', () => {
    const chunk = new Error('Loading chunk 231 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('notices a different build id only when both are known', () => {
    expect(isNewBuild('b2', 'b1')).toBe(true);
    expect(isNewBuild('b1', 'b1')).toBe(false);
    expect(isNewBuild(null, 'b1')).toBe(false);
    expect(isNewBuild('b2', undefined)).toBe(false);
  });
});

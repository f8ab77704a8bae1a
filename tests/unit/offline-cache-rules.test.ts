import { describe, expect, it } from 'vitest';
import {
  isKeepRequest,
  isStaticAsset,
  isStaticData,
  isStaticPagePath,
  mayStorePage,
  offlinePageFor,
} from '@/lib/offline/cache-rules';
import { assetUrlsFromHtml } from '@/lib/offline/html-assets';
import { keptPageLinks } from '@/lib/offline/kept-pages';

describe('which pages the worker may keep', () => {
  it.each([
    '/en',
    '/vi/',
    '/en/about',
    '/vi/flash-cards',
    '/en/review',
    '/en/mistakes',
    '/vi/offline',
    '/en/jp/flash-card/kanji',
    '/en/jp/flash-card/vocabulary/n5',
    '/vi/jp/flash-card/kanji/n3/12',
    '/en/jp/flash-card/vocabulary/n5/1/written-test',
    '/en/jp/flash-card/kanji/n5/1/multi-choice-test',
    '/en/jp/flash-card/kanji/n5/1/han-viet',
    '/en/jp/flash-card/kanji/n5/1/write',
    '/en/jp/conjugation/verb',
    '/vi/jp/conjugation/adjective',
  ])('keeps the static page %s', (path) => expect(isStaticPagePath(path)).toBe(true));

  it.each([
    '/',
    '/fr/about',
    '/en/settings',
    '/en/progress',
    '/en/my-flash-card',
    '/en/flash-cards/custom',
    '/en/flash-cards/custom/abc',
    '/en/flash-cards/custom/abc/written-test',
    '/en/flash-cards/custom/signed-in',
    '/en/auth/login',
    '/en/auth/forgot-password',
    '/en/jp/flash-card/kanji/n6/1',
    '/en/jp/flash-card/kanji/n5/1/edit',
    '/en/about/x',
    '/api/review/queue',
  ])('never keeps %s', (path) => expect(isStaticPagePath(path)).toBe(false));

  const answer = (status: number, headers: Record<string, string>, redirected = false) => ({
    status,
    redirected,
    headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
  });
  it('keeps only a public 200 of HTML', () => {
    expect(mayStorePage(answer(200, { 'cache-control': 's-maxage=31536000' }))).toBe(true);
    expect(mayStorePage(answer(200, {}))).toBe(true);
    expect(mayStorePage(answer(200, { 'cache-control': 'private, no-cache, no-store, max-age=0' }))).toBe(false);
    expect(mayStorePage(answer(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(mayStorePage(answer(200, { 'cache-control': 'private' }))).toBe(false);
    expect(mayStorePage(answer(404, {}))).toBe(false);
    expect(mayStorePage(answer(200, {}, true))).toBe(false);
    expect(mayStorePage(answer(200, { 'content-type': 'text/x-component' }))).toBe(false);
  });
});

describe('which files the worker may keep', () => {
  it('keeps build files, icons and strokes cache first', () => {
    for (const path of [
      '/_next/static/chunks/a1.js',
      '/strokes/kanjivg-5.0.0/065e5.json',
      '/icons/icon-192.png',
      '/favicon.ico',
    ])
      expect(isStaticAsset(path), path).toBe(true);
    for (const path of ['/_next/image', '/api/build-id', '/en/about', '/serwist/sw.js'])
      expect(isStaticAsset(path), path).toBe(false);
  });

  it('keeps the public data files and no personal read', () => {
    for (const path of ['/api/sentences/n5/3', '/api/conjugation/words/verb/en', '/api/conjugation/words/adjective/vi'])
      expect(isStaticData(path), path).toBe(true);
    for (const path of [
      '/api/conjugation/pairs',
      '/api/review/queue',
      '/api/review/deck',
      '/api/mistakes',
      '/api/study-marks',
      '/api/test-results/best',
      '/api/auth/session',
      '/api/build-id',
      '/api/sentences/n5/3/x',
    ])
      expect(isStaticData(path), path).toBe(false);
  });
});

describe('the offline page', () => {
  it('speaks the language of the address, else the browser’s', () => {
    expect(offlinePageFor('/vi/settings', 'en-US')).toBe('/vi/offline');
    expect(offlinePageFor('/en/progress', 'vi')).toBe('/en/offline');
    expect(offlinePageFor('/', 'vi-VN')).toBe('/vi/offline');
    expect(offlinePageFor('/videos', 'fr')).toBe('/en/offline');
  });

  it('lists the kept units and quizzes of its language', () => {
    const origin = 'https://k.test';
    const links = keptPageLinks(
      [
        '/en/jp/flash-card/vocabulary/n5/2',
        '/en/jp/flash-card/kanji/n4/1',
        '/en/jp/flash-card/kanji/n5/10',
        '/en/jp/flash-card/kanji/n5/1/written-test',
        '/vi/jp/flash-card/kanji/n5/3',
        '/en/jp/conjugation/verb',
        '/en/about',
      ].map((path) => origin + path),
      'en',
    );
    expect(links.map((link) => link.href)).toEqual([
      '/en/jp/flash-card/kanji/n5/10',
      '/en/jp/flash-card/kanji/n4/1',
      '/en/jp/flash-card/vocabulary/n5/2',
      '/en/jp/conjugation/verb',
    ]);
    expect(links[0]).toEqual({ href: '/en/jp/flash-card/kanji/n5/10', kind: 'kanji', level: 'N5', unit: 10 });
  });
});

describe('what a kept page needs', () => {
  it('reads the scripts, style sheets and preloads of Next.js HTML, own origin only', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>
      <link rel="preload" href="/_next/static/media/f.woff2" as="font" crossorigin="" type="font/woff2"/>
      <link rel="preload" as="image" href="/icons/icon-192.png"/>
      <link rel="icon" href="/favicon.ico"/>
      <link rel="manifest" href="/manifest.webmanifest"/>
      <script src="/_next/static/chunks/c.js?dpl=1&amp;x=2" async=""></script>
      <script src='https://cdn.example.com/evil.js'></script>
      <script>self.__next_f.push([1,"<script src=\\"/not-a-tag.js\\">"])</script>
      </head></html>`;
    expect(assetUrlsFromHtml(html, 'https://k.test/en/about')).toEqual([
      'https://k.test/_next/static/chunks/a.css',
      'https://k.test/_next/static/chunks/b.js',
      'https://k.test/_next/static/media/f.woff2',
      'https://k.test/_next/static/chunks/c.js?dpl=1&x=2',
    ]);
  });

  it('refuses a message that is not a keep request', () => {
    expect(isKeepRequest({ type: 'kotonoha:keep', pages: ['/en'], files: [] })).toBe(true);
    expect(isKeepRequest({ type: 'kotonoha:keep', pages: [1], files: [] })).toBe(false);
    expect(isKeepRequest({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isKeepRequest(null)).toBe(false);
  });
});

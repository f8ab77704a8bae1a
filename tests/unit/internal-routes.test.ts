import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it, vi } from 'vitest';
import { config } from '@/proxy';
import { SESSION_COOKIES } from '@/lib/auth/session-refresh';
import { INTERNAL_ROUTE_HEADER, SESSION_COOKIE_NAMES, internalRewrites } from '@/lib/routing/internal-routes';

// Only the proxy's matcher is under test; next-intl's middleware does not load outside Next.js.
vi.mock('next-intl/middleware', () => ({ default: () => () => undefined }));

/** Addresses a rewrite's source matches: each parameter replaced by sample values. */
function addressesOf(source: string): string[] {
  const samples: Record<string, string[]> = { locale: ['en', 'vi'], set: ['AbCdEf123456'], path: ['q', 'a/b'] };
  let addresses = [source];
  for (const [, name] of source.matchAll(/:(\w+)(?:\([^)]*\))?\*?/g)) {
    const values = samples[name!];
    if (!values) throw new Error(`no sample for :${name} in ${source}`);
    addresses = addresses.flatMap((address) =>
      values.map((value) => address.replace(new RegExp(`:${name}(\\([^)]*\\))?\\*?`), value)),
    );
  }
  return addresses;
}

describe('the internal route header is only ever set by the proxy', () => {
  const routed = internalRewrites.filter((rewrite) => rewrite.has?.some((h) => h.key === INTERNAL_ROUTE_HEADER));

  it('has rewrites that route on it', () => {
    expect(routed.length).toBeGreaterThan(0);
  });

  // A rewrite that trusts the header on an address the proxy does not run for would let a client choose the
  // page (e.g. a guest the members' community results) by sending the header itself. The proxy runs for the
  // community and the set pages only with a session cookie, so every such rule requires one too.
  it.each(routed.map((rewrite) => [rewrite.source, rewrite] as const))(
    '%s is routed on the header only with a session cookie, and then the proxy runs and replaces the header',
    (_source, rewrite) => {
      const cookie = rewrite.has?.find((condition) => condition.type === 'cookie')?.key;
      expect(SESSION_COOKIE_NAMES).toContain(cookie);
      for (const address of addressesOf(rewrite.source)) {
        const headers = { [INTERNAL_ROUTE_HEADER]: 'community-results/q' };
        const url = `http://localhost${address}`;
        expect(unstable_doesMiddlewareMatch({ config, url, headers, cookies: { [cookie!]: 'x' } })).toBe(true);
      }
    },
  );

  it('routes every header value with each session cookie name', () => {
    for (const name of SESSION_COOKIE_NAMES) {
      expect(routed.filter((rewrite) => rewrite.has?.some((h) => h.type === 'cookie' && h.key === name))).toHaveLength(
        routed.length / SESSION_COOKIE_NAMES.length,
      );
    }
  });

  it('knows the cookie names Auth.js sets', () => {
    expect([...SESSION_COOKIE_NAMES].sort()).toEqual([...SESSION_COOKIES].sort());
  });
});

describe("a guest's community and set pages are served without the proxy", () => {
  const matches = (path: string, cookies: Record<string, string> = {}) =>
    unstable_doesMiddlewareMatch({ config, url: `http://localhost${path}`, cookies });

  it.each(['/en/flash-cards/custom', '/vi/flash-cards/custom', '/en/flash-cards/custom/AbCdEf123456'])(
    '%s: cached page for a guest, the proxy for a session',
    (path) => {
      expect(matches(path)).toBe(false);
      for (const name of SESSION_COOKIE_NAMES) expect(matches(path, { [name]: 'x' })).toBe(true);
    },
  );

  it.each(['/en/flash-cards/custom/new', '/en/flash-cards/custom/AbCdEf123456/edit', '/en/my-flash-card'])(
    '%s still sends a guest to the login page (the proxy runs without a cookie)',
    (path) => expect(matches(path)).toBe(true),
  );
});

describe('every request Next.js would decode as a server action goes through the proxy’s check first', () => {
  const action = { 'next-action': '7f'.padEnd(42, '0') };
  const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
  // Next.js runs an action posted to any page, and every address is one (`[locale]` takes any first segment).
  it.each(['/en', '/en/about', '/vi/jp/flash-card/kanji/n5/1', '/xx/auth/login', '/api/x', '/_next/x', '/a.b/c'])(
    '%s',
    (path) => {
      for (const headers of [action, multipart]) {
        expect(unstable_doesMiddlewareMatch({ config, url: `http://localhost${path}`, headers })).toBe(true);
      }
    },
  );
});

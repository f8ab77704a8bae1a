import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it, vi } from 'vitest';
import { config } from '@/proxy';
import { INTERNAL_ROUTE_HEADER, internalRewrites } from '@/lib/routing/internal-routes';

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
  // page (e.g. a guest the members' community results) by sending the header itself.
  it.each(routed.flatMap((rewrite) => addressesOf(rewrite.source)))(
    'the proxy runs for %s, with or without a session, so it replaces what a client sent',
    (address) => {
      const jars: Record<string, string>[] = [
        {},
        { 'authjs.session-token': 'x' },
        { '__Secure-authjs.session-token': 'x' },
      ];
      for (const cookies of jars) {
        const headers = { [INTERNAL_ROUTE_HEADER]: 'community-results/q' };
        const url = `http://localhost${address}`;
        expect(unstable_doesMiddlewareMatch({ config, url, headers, cookies })).toBe(true);
      }
    },
  );
});

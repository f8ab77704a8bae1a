import { describe, expect, it } from 'vitest';

import { clientIp, PEER_ADDRESS_HEADER } from '@/lib/http/client-ip';
import { readEnv } from '@/lib/env/schema';

const from = (forwardedFor: string | null, peer?: string) => {
  const headers = new Headers();
  if (forwardedFor !== null) headers.set('x-forwarded-for', forwardedFor);
  if (peer !== undefined) headers.set(PEER_ADDRESS_HEADER, peer);
  return headers;
};

describe('the client address of the per-IP limits, with no proxy configured', () => {
  it('trusts no forwarded header by default', () => {
    expect(readEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
  });

  it('is the socket’s address, whatever X-Forwarded-For or X-Real-IP the client wrote', () => {
    expect(clientIp(from('1.2.3.4', '203.0.113.9'), 0)).toBe('203.0.113.9');
    expect(clientIp(from('1.2.3.4, 5.6.7.8', '203.0.113.9'), 0)).toBe('203.0.113.9');
    const realIp = from(null, '203.0.113.9');
    realIp.set('x-real-ip', '6.6.6.6');
    expect(clientIp(realIp, 0)).toBe('203.0.113.9');
  });

  it('reads an IPv4 peer on a dual-stack socket as plain IPv4, and keeps IPv6', () => {
    expect(clientIp(from(null, '::ffff:203.0.113.9'), 0)).toBe('203.0.113.9');
    expect(clientIp(from(null, '2001:db8::1'), 0)).toBe('2001:db8::1');
  });

  it('is one shared "unknown" when the socket’s address is missing, never a forwarded one', () => {
    expect(clientIp(from('1.2.3.4'), 0)).toBe('unknown');
    expect(clientIp(from('1.2.3.4', ''), 0)).toBe('unknown');
  });
});

describe('the client address behind TRUSTED_PROXY_HOPS proxies', () => {
  it('is the address the proxy in front of us appended, not what the client wrote before it', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; our proxy appended the real peer.
    expect(clientIp(from('1.2.3.4, 203.0.113.9', '10.0.0.2'), 1)).toBe('203.0.113.9');
    // A made-up chain does not help: the last entry is still the one our proxy added.
    expect(clientIp(from('10.0.0.1, 10.0.0.2, 10.0.0.3, 198.51.100.7'), 1)).toBe('198.51.100.7');
  });

  it('takes the entry of the outermost trusted proxy when there are several', () => {
    // client → CDN (adds the client) → load balancer (adds the CDN) → app
    expect(clientIp(from('6.6.6.6, 203.0.113.9, 192.0.2.10'), 2)).toBe('203.0.113.9');
    // A chain shorter than the number of proxies: the first entry is all there is.
    expect(clientIp(from('203.0.113.9'), 3)).toBe('203.0.113.9');
  });

  it('ignores blanks, and is "unknown" without the header', () => {
    expect(clientIp(from(' 203.0.113.9 , '), 1)).toBe('203.0.113.9');
    expect(clientIp(from(null, '10.0.0.2'), 1)).toBe('unknown');
  });
});

import { describe, expect, it } from 'vitest';
import { clientIp } from '@/lib/auth/client-ip';

const from = (forwardedFor: string | null, realIp?: string) => {
  const headers = new Headers();
  if (forwardedFor !== null) headers.set('x-forwarded-for', forwardedFor);
  if (realIp) headers.set('x-real-ip', realIp);
  return headers;
};

describe('the client address of the per-IP limits', () => {
  it('is the address the proxy in front of us appended, not what the client wrote before it', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; our proxy appended the real peer.
    expect(clientIp(from('1.2.3.4, 203.0.113.9'))).toBe('203.0.113.9');
    // A made-up chain does not help: the last entry is still the one our proxy added.
    expect(clientIp(from('10.0.0.1, 10.0.0.2, 10.0.0.3, 198.51.100.7'))).toBe('198.51.100.7');
  });

  it('takes the entry of the outermost trusted proxy when there are several', () => {
    // client → CDN (adds the client) → load balancer (adds the CDN) → app
    expect(clientIp(from('6.6.6.6, 203.0.113.9, 192.0.2.10'), 2)).toBe('203.0.113.9');
    // A chain shorter than the number of proxies: the first entry is all there is.
    expect(clientIp(from('203.0.113.9'), 3)).toBe('203.0.113.9');
  });

  it('ignores blanks and falls back to X-Real-IP, then to one shared "unknown"', () => {
    expect(clientIp(from(' 203.0.113.9 , '))).toBe('203.0.113.9');
    expect(clientIp(from(null, '192.0.2.44'))).toBe('192.0.2.44');
    expect(clientIp(from(null))).toBe('unknown');
  });
});

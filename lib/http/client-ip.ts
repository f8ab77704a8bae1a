import { serverEnv } from '@/lib/env/server';

/** Carries the TCP peer's address, written by the server itself (lib/http/peer-address.ts), never by a client. */
export const PEER_ADDRESS_HEADER = 'x-kotonoha-peer-address';

/** `::ffff:203.0.113.9` (an IPv4 peer on a dual-stack socket) is 203.0.113.9. */
const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The client's address for the per-IP rate limits.
 *
 * With no proxy configured (TRUSTED_PROXY_HOPS unset or 0) it is the socket's peer: no forwarded header is
 * trusted, since a client can write any of them. Behind reverse proxies, each appends the address it received the
 * request from to X-Forwarded-For, so only the last `trustedHops` entries are trustworthy and the client is the
 * entry the outermost one added; everything further left was written by the client. Requests whose address
 * cannot be known share one key ('unknown'), so they are limited together rather than not at all.
 */
export function clientIp(headers: Headers, trustedHops = serverEnv().TRUSTED_PROXY_HOPS): string {
  if (trustedHops === 0) return plain(headers.get(PEER_ADDRESS_HEADER) ?? '') || 'unknown';
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const added = chain[Math.max(chain.length - trustedHops, 0)];
  return (added && plain(added)) || 'unknown';
}

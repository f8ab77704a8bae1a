import { serverEnv } from '@/lib/env/server';

/**
 * The client's address for the per-IP rate limits.
 *
 * Each reverse proxy in front of the app appends the address it received the request from to
 * X-Forwarded-For, so the only entries we can trust are the last `TRUSTED_PROXY_HOPS` ones (default 1: one
 * load balancer or nginx in front). Everything further left was sent by the client and may be made up; taking
 * the first entry, as we used to, let anybody pick a fresh address per request and walk past the per-IP limits.
 * Without any proxy, `next start` fills the header from the socket when the client did not send one.
 */
export function clientIp(headers: Headers, trustedHops = serverEnv().TRUSTED_PROXY_HOPS): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const added = chain[Math.max(chain.length - Math.max(trustedHops, 1), 0)];
  return added || headers.get('x-real-ip')?.trim() || 'unknown';
}

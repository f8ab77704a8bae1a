import { serverEnv } from '@/lib/env/server';

/**
 * The Google sign-in starts in a server action, which builds its callback address from the Host header;
 * the Auth.js route then sees the callback through `NextRequest`, whose URL rewrites loopback addresses
 * (127.0.0.1, [::1]) to `localhost`. OpenID providers require both addresses to match exactly, so the
 * Auth.js route gets a plain `Request` at the origin the browser (or the proxy in front of us, via
 * X-Forwarded-*) addressed — the rule Auth.js applies with `trustHost` everywhere else. With AUTH_URL set,
 * Auth.js pins the origin itself and the request is passed on untouched.
 */
export function atAddressedOrigin<R extends Request>(request: R): R | Request {
  const env = serverEnv();
  if (env.AUTH_URL || env.NEXTAUTH_URL) return request;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!host) return request;
  const current = new URL(request.url);
  const protocol = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? current.protocol.slice(0, -1);
  const addressed = new URL(`${current.pathname}${current.search}`, `${protocol}://${host}`);
  if (addressed.href === current.href) return request;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(addressed, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : undefined,
    // Required by fetch's Request for a streamed body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

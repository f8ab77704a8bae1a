/**
 * Security headers for every response (set in next.config.ts).
 *
 * The Content-Security-Policy allows inline scripts because built-in pages are prerendered: Next.js inlines each
 * page's RSC payload as `<script>self.__next_f.push(…)</script>`, different on every page, and per-request nonces
 * would force every page to render dynamically. Our own inline script (the first-paint script of the root layout)
 * is static and could be allowed by its hash, but a hash in `script-src` makes browsers ignore
 * `'unsafe-inline'`, which would block Next.js's payload scripts; so the hash is not listed. Inline scripts can
 * only come from our own server-rendered HTML, and React escapes every user-provided string, so stored text cannot
 * become a script. `unsafe-eval` is allowed only in development, where React's dev tooling needs it. Forms may
 * only post to this site (`form-action 'self'`): an injected form cannot send a learner's input elsewhere. The
 * service worker (/serwist/sw.js) and the web app manifest come from this site only (`worker-src`, `manifest-src`).
 */
function securityHeaders({ production }: { production: boolean }) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

  const headers = [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  // Browsers ignore HSTS over plain http, but a production deployment sits behind https.
  if (production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}

/**
 * Routes whose responses carry a Content-Security-Policy of their own, stricter than the site's (an avatar: a
 * picture that can run nothing). Next.js keeps a header next.config.ts sets over the same header of a route's
 * response, so the site's policy is not set there at all.
 */
const OWN_POLICY_ROUTES = ['api/avatars/'];

/** The `headers()` rules of next.config.ts: every header on every response, the policy where no route sets one. */
export function securityHeaderRules(options: { production: boolean }) {
  const headers = securityHeaders(options);
  const isPolicy = (header: { key: string }) => header.key === 'Content-Security-Policy';
  return [
    { source: '/:path*', headers: headers.filter((header) => !isPolicy(header)) },
    { source: `/((?!${OWN_POLICY_ROUTES.join('|')}).*)`, headers: headers.filter(isPolicy) },
  ];
}

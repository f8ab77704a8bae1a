// Where to go after signing in. Client-safe and pure.

const DEFAULT_AFTER_LOGIN = '/flash-cards';

/**
 * The `redirect` query value when it is a same-site relative path, else `/flash-cards`.
 * Rejects absolute and protocol-relative URLs (`https://evil.example`, `//evil.example`,
 * `/\evil.example`, which browsers read as `//`) and control characters, so it can never be an
 * open redirect. The result is locale-less: a leading `/en` or `/vi` is dropped, because
 * navigation adds the current locale.
 */
export function safeRedirectTarget(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return DEFAULT_AFTER_LOGIN;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return DEFAULT_AFTER_LOGIN;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(value, 'http://kotonoha.invalid');
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== 'http://kotonoha.invalid') return DEFAULT_AFTER_LOGIN;
  const path = url.pathname.replace(/^\/(en|vi)(?=\/|$)/, '') || '/';
  // Back to a guest-only screen would just bounce: go to the default instead.
  if (/^\/auth\/(login|signup)(\/|$)/.test(path)) return DEFAULT_AFTER_LOGIN;
  // Checked again on the result: resolving dot segments (`/.//x`) and dropping the locale (`/en//x`) can both
  // leave a path that starts with `//`, which a browser reads as another host.
  if (path.startsWith('//') || path.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  return `${path}${url.search}${url.hash}`;
}

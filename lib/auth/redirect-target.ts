// Where to go after signing in or up. Client-safe and pure.
import type { Locale } from '@/lib/i18n/routing';

const DEFAULT_AFTER_LOGIN = '/flash-cards';

type Target = { path: string; locale: Locale | null };

/**
 * The `redirect` query value split into a same-site, locale-less path and the locale it named, or null.
 * Rejects absolute and protocol-relative URLs (`https://evil.example`, `//evil.example`, `/\evil.example`, which
 * browsers read as `//`) and control characters, so it can never be an open redirect.
 */
function parseTarget(value: unknown): Target | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://kotonoha.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://kotonoha.invalid') return null;
  const locale = /^\/(en|vi)(?=\/|$)/.exec(url.pathname)?.[1] as Locale | undefined;
  const path = url.pathname.slice(locale ? locale.length + 1 : 0) || '/';
  // Back to a guest-only screen would just bounce: go to the default instead.
  if (/^\/auth\/(login|signup)(\/|$)/.test(path)) return null;
  // Checked again on the result: resolving dot segments (`/.//x`) and dropping the locale (`/en//x`) can both
  // leave a path that starts with `//`, which a browser reads as another host.
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  return { path: `${path}${url.search}${url.hash}`, locale: locale ?? null };
}

/**
 * The `redirect` query value when it is a same-site relative path, else `/flash-cards`. The result is
 * locale-less (a leading `/en` or `/vi` is dropped): pair it with redirectTargetLocale, or the current locale.
 */
export function safeRedirectTarget(value: unknown): string {
  return parseTarget(value)?.path ?? DEFAULT_AFTER_LOGIN;
}

/** The locale a valid target names (`/vi/…` → 'vi'), so a Vietnamese page stays Vietnamese; else null. */
export function redirectTargetLocale(value: unknown): Locale | null {
  return parseTarget(value)?.locale ?? null;
}

/**
 * The full address to go to: the target with its own locale, else `locale` (the page's); `/flash-cards` in
 * `locale` for anything that is not a safe target.
 */
export function localizedRedirectTarget(value: unknown, locale: Locale): string {
  const target = parseTarget(value);
  const path = target?.path ?? DEFAULT_AFTER_LOGIN;
  const prefix = `/${target?.locale ?? locale}`;
  return path === '/' || /^\/[?#]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

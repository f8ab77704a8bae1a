import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'vi'] as const;
export type Locale = (typeof locales)[number];

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

// Both locales are always prefixed (/en/…, /vi/…). A visitor without the cookie
// is sent to the locale of their browser (Accept-Language), falling back to en.
export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: 'always',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
  // hreflang alternates are in each page's <head>, from SITE_URL (lib/i18n/metadata.ts); the middleware's
  // Link header would echo the request's Host, and most pages are served without the middleware anyway.
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

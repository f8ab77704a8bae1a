import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'vi'] as const;
export type Locale = (typeof locales)[number];

export const LOCALE_COOKIE = 'i18n_redirected';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

// Both locales are always prefixed (/en/…, /vi/…). A visitor without the cookie
// is sent to the locale of their browser (Accept-Language), falling back to en.
export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: 'always',
  localeCookie: { name: LOCALE_COOKIE, maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' },
  alternateLinks: true,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

import { describe, expect, it } from 'vitest';
import { localizeHref } from '@/lib/i18n/localize-href';

describe('localizeHref', () => {
  it('prefixes a path with the locale, and the home page is the bare locale', () => {
    expect(localizeHref('/about', 'vi')).toBe('/vi/about');
    expect(localizeHref('/', 'en')).toBe('/en');
    expect(localizeHref('/settings#account', 'en')).toBe('/en/settings#account');
  });

  it('writes a query the way a form would, encoded', () => {
    expect(localizeHref({ pathname: '/auth/login', query: { redirect: '/jp/conjugation/verb?x=1' } }, 'en')).toBe(
      '/en/auth/login?redirect=%2Fjp%2Fconjugation%2Fverb%3Fx%3D1',
    );
    expect(localizeHref({ pathname: '/review', query: {} }, 'vi')).toBe('/vi/review');
  });
});

import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APPEARANCE_SCRIPT, PRIMARY_COLORS } from '@/lib/appearance/appearance';
import { LOCALE_COOKIE_SCRIPT } from '@/lib/i18n/locale-cookie';
import { formatTitle } from '@/lib/i18n/metadata';

/** Runs a first-paint script against a stand-in <html> rendered with the defaults, as the server sends it. */
function runOnPage(script: string, cookie: string, lang = 'en') {
  const classes = new Set(['dark']);
  const attributes: Record<string, string> = { 'data-primary': 'amber' };
  const written: string[] = [];
  const document = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
    documentElement: {
      lang,
      classList: { remove: (name: string) => classes.delete(name) },
      setAttribute: (name: string, value: string) => (attributes[name] = value),
    },
  };
  runInNewContext(script, { document });
  return { dark: classes.has('dark'), primary: attributes['data-primary'], written };
}

describe('the first-paint appearance script', () => {
  it('keeps the server-rendered default look (dark, amber) without cookies or with unknown values', () => {
    expect(runOnPage(APPEARANCE_SCRIPT, '')).toMatchObject({ dark: true, primary: 'amber' });
    expect(runOnPage(APPEARANCE_SCRIPT, 'kotonoha-theme=sepia; kotonoha-primary=gold')).toMatchObject({
      dark: true,
      primary: 'amber',
    });
  });

  it("applies a visitor's light theme and every primary colour from the cookies", () => {
    for (const color of PRIMARY_COLORS)
      expect(runOnPage(APPEARANCE_SCRIPT, `a=1; kotonoha-theme=light; kotonoha-primary=${color}`)).toMatchObject({
        dark: false,
        primary: color,
      });
  });
});

describe('the locale cookie script', () => {
  it("stores the page's locale when the cookie is missing or names the other one, and leaves it otherwise", () => {
    expect(runOnPage(LOCALE_COOKIE_SCRIPT, '', 'vi').written).toEqual([
      'i18n_redirected=vi; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
    expect(runOnPage(LOCALE_COOKIE_SCRIPT, 'i18n_redirected=en', 'vi').written).toHaveLength(1);
    expect(runOnPage(LOCALE_COOKIE_SCRIPT, 'x=1; i18n_redirected=vi', 'vi').written).toEqual([]);
  });
});

describe('page titles', () => {
  it("follow '{page} | Kotonoha' or 'Kotonoha' alone", () => {
    expect(formatTitle('Login')).toBe('Login | Kotonoha');
    expect(formatTitle()).toBe('Kotonoha');
    expect(formatTitle('')).toBe('Kotonoha');
  });
});

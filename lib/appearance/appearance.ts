// Appearance (theme + primary colour) is kept in cookies. The server always renders the default look
// (<html class="dark" data-primary="amber">), so every page has one HTML body whatever the visitor's
// cookies and can be prerendered and cached by anyone; an inline script in <head> applies the visitor's
// choice before the first paint (APPEARANCE_SCRIPT below).

export type Theme = 'dark' | 'light';

/** Recommended colours first, then the others. */
export const RECOMMENDED_COLORS = ['yellow', 'amber', 'green', 'blue', 'indigo'] as const;
export const OTHER_COLORS = [
  'emerald',
  'lime',
  'orange',
  'teal',
  'cyan',
  'sky',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'rose',
] as const;
export const PRIMARY_COLORS = [...RECOMMENDED_COLORS, ...OTHER_COLORS] as const;
export type PrimaryColor = (typeof PRIMARY_COLORS)[number];

const DEFAULT_THEME: Theme = 'dark';
const DEFAULT_PRIMARY_COLOR: PrimaryColor = 'amber';

export const THEME_COOKIE = 'kotonoha-theme';
export const PRIMARY_COLOR_COOKIE = 'kotonoha-primary';
export const APPEARANCE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export interface Appearance {
  theme: Theme;
  primaryColor: PrimaryColor;
}

export function isPrimaryColor(value: unknown): value is PrimaryColor {
  return typeof value === 'string' && (PRIMARY_COLORS as readonly string[]).includes(value);
}

export const DEFAULT_APPEARANCE: Appearance = { theme: DEFAULT_THEME, primaryColor: DEFAULT_PRIMARY_COLOR };

/**
 * Runs in <head> before anything is painted: a light-theme visitor never sees a dark frame, and a visitor
 * with the defaults pays for one cookie read. Unknown values keep the server's defaults. Static text, so a
 * Content-Security-Policy can allow it by its hash.
 */
export const APPEARANCE_SCRIPT = `(function(){var d=document.documentElement,c={};document.cookie.split('; ').forEach(function(p){var i=p.indexOf('=');c[p.slice(0,i)]=p.slice(i+1)});var t=c['${THEME_COOKIE}'],p=c['${PRIMARY_COLOR_COOKIE}'];if(t==='light')d.classList.remove('dark');if(${JSON.stringify(PRIMARY_COLORS)}.indexOf(p)>=0)d.setAttribute('data-primary',p)})()`;

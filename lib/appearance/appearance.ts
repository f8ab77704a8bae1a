// Appearance (theme + primary colour) is kept in cookies so that the server can
// render the right <html> class on the first response. The proxy folds the two
// cookies into a hidden route segment (e.g. "dark-amber"), which lets every
// page stay statically prerendered: each appearance is a cached variant.

const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

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

const DEFAULT_APPEARANCE: Appearance = { theme: DEFAULT_THEME, primaryColor: DEFAULT_PRIMARY_COLOR };

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

function isPrimaryColor(value: unknown): value is PrimaryColor {
  return typeof value === 'string' && (PRIMARY_COLORS as readonly string[]).includes(value);
}

/** Reads the cookies' values, falling back to the defaults for anything unknown. */
export function appearanceFromCookies(theme: string | undefined, color: string | undefined): Appearance {
  return {
    theme: isTheme(theme) ? theme : DEFAULT_THEME,
    primaryColor: isPrimaryColor(color) ? color : DEFAULT_PRIMARY_COLOR,
  };
}

export function toAppearanceSegment({ theme, primaryColor }: Appearance): string {
  return `${theme}-${primaryColor}`;
}

export function parseAppearanceSegment(segment: string): Appearance | null {
  const [theme, color, ...rest] = segment.split('-');
  if (rest.length > 0 || !isTheme(theme) || !isPrimaryColor(color)) return null;
  return { theme, primaryColor: color };
}

export const DEFAULT_APPEARANCE_SEGMENT = toAppearanceSegment(DEFAULT_APPEARANCE);

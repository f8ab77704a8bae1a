/**
 * The app's icons: every file is drawn from assets/logo.svg by scripts/icons.ts (`npm run icons`), and the
 * manifest (app/manifest.ts) and the root layout's metadata list them from here, so the sizes said and the
 * files written cannot drift apart (tests/unit/offline-icons.test.ts opens the files).
 */
export interface AppIcon {
  /** Address under public/. */
  src: string;
  size: number;
  purpose: 'any' | 'maskable';
  /**
   * How much of the square the logo's rounded tile fills. A maskable icon is cropped by the platform to as little
   * as the circle of 80 % of its width: at 66 % the glyph's corners stay inside it. The apple-touch-icon is
   * rounded by iOS, which cuts less. The plain icons are the tile itself, with its own rounded corners.
   */
  tileScale: number;
}

export const MANIFEST_ICONS: readonly AppIcon[] = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any', tileScale: 1 },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any', tileScale: 1 },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable', tileScale: 0.66 },
];

export const APPLE_TOUCH_ICON: AppIcon = {
  src: '/icons/apple-touch-icon.png',
  size: 180,
  purpose: 'any',
  tileScale: 0.8,
};

/** The favicon's sizes (app/favicon.ico, one PNG per size). */
export const FAVICON_SIZES = [16, 32, 48] as const;

/** The default look (lib/appearance: dark theme): the installed app's splash and title bar. */
export const APP_BACKGROUND = '#09090b';

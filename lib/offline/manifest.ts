import type { MetadataRoute } from 'next';
import { APP_BACKGROUND, MANIFEST_ICONS } from './icons';

/**
 * The web app manifest (app/manifest.ts serves it at /manifest.webmanifest): what makes Kotonoha installable. One
 * manifest for both languages (a browser reads one per site); it starts at `/`, which the proxy sends to the
 * learner's language, and the service worker (lib/offline/sw.ts) serves that language's pages offline.
 */
export function webAppManifest(text: { name: string; description: string; lang: string }): MetadataRoute.Manifest {
  return {
    id: '/',
    name: text.name,
    short_name: text.name,
    description: text.description,
    lang: text.lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The default look is the dark theme (lib/appearance): no white flash between the splash and the page.
    theme_color: APP_BACKGROUND,
    background_color: APP_BACKGROUND,
    categories: ['education'],
    icons: MANIFEST_ICONS.map(({ src, size, purpose }) => ({
      src,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}

import type { Metadata } from 'next';

import { serverEnv } from '@/lib/env/server';
import { APPLE_TOUCH_ICON } from '@/lib/offline/icons';

import { locales, type Locale } from './routing';

const PRODUCT_NAME = 'Kotonoha';

/** '{page} | Kotonoha', or 'Kotonoha' alone when the page has no title. */
export function formatTitle(pageTitle?: string | null): string {
  return pageTitle ? `${pageTitle} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function siteUrl(): URL {
  return new URL(serverEnv().SITE_URL ?? 'http://localhost:3000');
}

/**
 * Metadata every page shares: the title rule (also for og:title / twitter:title), the canonical
 * address and the hreflang alternates. `path` is the locale-less path, e.g. '/flash-cards'.
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
}: {
  locale: Locale;
  path: string;
  title?: string | null;
  description?: string;
}): Metadata {
  const fullTitle = formatTitle(title);
  const suffix = path === '/' ? '' : path;
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, `/${l}${suffix}`]));
  languages['x-default'] = `/en${suffix}`;
  return {
    metadataBase: siteUrl(),
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: `/${locale}${suffix}`, languages },
    openGraph: {
      title: fullTitle,
      description,
      siteName: `${PRODUCT_NAME} – Learning Japanese`,
      locale: locale === 'vi' ? 'vi_VN' : 'en_US',
      type: 'website',
      url: `/${locale}${suffix}`,
    },
    twitter: { card: 'summary', title: fullTitle, description },
  };
}

/**
 * What the root layout adds for installing the app: the manifest (app/manifest.ts) and the icon iOS puts on the
 * home screen (it reads no manifest icons). Next.js links favicon.ico from app/ by itself, but not app/icon.svg once
 * a layout lists icons, so it is listed here.
 */
export const INSTALL_METADATA: Metadata = {
  manifest: '/manifest.webmanifest',
  icons: {
    icon: [{ url: '/icon.svg', type: 'image/svg+xml' }],
    apple: [{ url: APPLE_TOUCH_ICON.src, sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}` }],
  },
  appleWebApp: { capable: true, title: PRODUCT_NAME, statusBarStyle: 'black-translucent' },
};

import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { webAppManifest } from '@/lib/offline/manifest';

/** /manifest.webmanifest (lib/offline/manifest.ts), in the default language. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: 'metadata' });
  return webAppManifest({ name: t('siteName'), description: t('description'), lang: routing.defaultLocale });
}

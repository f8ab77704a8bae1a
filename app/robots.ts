import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/i18n/metadata';

/** Everything public may be crawled; personal pages are also marked noindex on the pages themselves. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        // Preview images stay reachable: link-preview bots honour robots.txt.
        allow: ['/', '/api/og/'],
        disallow: [
          '/api/',
          '/*/my-flash-card',
          '/*/flash-cards/custom/new',
          '/*/flash-cards/custom/*/edit',
          '/*/auth/',
        ],
      },
    ],
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  };
}

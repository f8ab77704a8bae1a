import { createNavigation } from 'next-intl/navigation';
import { parseAppearanceSegment } from '@/lib/appearance/appearance';
import { routing } from './routing';

const navigation = createNavigation(routing);

// Locale-aware Link / redirect / router: navigating through these never loses the locale.
export const { Link, redirect, useRouter } = navigation;

/**
 * The visitor's path without the locale, e.g. `/jp/conjugation/verb`.
 *
 * A page prerendered at build time renders with its internal path, which carries the appearance segment
 * that proxy.ts rewrites to (`/dark-amber/jp/conjugation/verb`), while the browser sees the visitor's. React
 * keeps the server's attributes when hydrating, so the header's current-page mark was missing on every
 * prerendered page in the default theme. Dropping the segment makes server and browser agree.
 */
export function usePathname(): string {
  const pathname = navigation.usePathname();
  const [, first, ...rest] = pathname.split('/');
  return first && parseAppearanceSegment(first) ? `/${rest.join('/')}` : pathname;
}

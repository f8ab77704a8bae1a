import { redirect as nextRedirect } from 'next/navigation';
import { localizeHref, type Href } from './localize-href';

// Locale-aware Link / redirect / router / pathname: navigating through these never loses the locale;
// usePathname gives the visitor's path without it, e.g. `/jp/conjugation/verb`.
export { Link, usePathname, useRouter } from './link';

/** A server-side redirect to a locale-less address in `locale`. */
export function redirect({ href, locale }: { href: Href; locale: string }): never {
  return nextRedirect(localizeHref(href, locale));
}

'use client';

import NextLink from 'next/link';
import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo, type ComponentProps } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale, routing, type Locale } from './routing';
import { localizeHref, type Href } from './localize-href';

// next/link and next/navigation with the locale prefix written in: the same API as next-intl's navigation,
// without its client module (middleware-style cookie syncing, a second pathname store) on every page.

function useCurrentLocale(): Locale {
  const { locale } = useParams<{ locale?: string }>();
  return isLocale(locale) ? locale : routing.defaultLocale;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: Locale };

export function Link({ href, locale, ...props }: LinkProps) {
  const current = useCurrentLocale();
  return <NextLink href={localizeHref(href, locale ?? current)} {...props} />;
}

/** The visitor's path without the locale, e.g. `/jp/conjugation/verb`. */
export function usePathname(): string {
  const pathname = useNextPathname() ?? '/';
  const locale = useCurrentLocale();
  if (pathname === `/${locale}`) return '/';
  return pathname.startsWith(`/${locale}/`) ? pathname.slice(locale.length + 1) : pathname;
}

interface NavigateOptions {
  locale?: Locale;
  scroll?: boolean;
}

export function useRouter() {
  const router = useNextRouter();
  const current = useCurrentLocale();
  return useMemo(() => {
    const target = (href: Href, options?: NavigateOptions) => {
      // Switching the language: remember it for `/`, as the locale cookie of a document request would.
      if (options?.locale && options.locale !== current) {
        document.cookie = `${LOCALE_COOKIE}=${options.locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
      }
      return localizeHref(href, options?.locale ?? current);
    };
    return {
      ...router,
      push: (href: Href, options?: NavigateOptions) => router.push(target(href, options), options),
      replace: (href: Href, options?: NavigateOptions) => router.replace(target(href, options), options),
      prefetch: (href: Href) => router.prefetch(localizeHref(href, current)),
    };
  }, [router, current]);
}

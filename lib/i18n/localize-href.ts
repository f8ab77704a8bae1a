/** A locale-less address: a path, or a path with its query. */
export type Href = string | { pathname: string; query?: Record<string, string>; hash?: string };

/** `/about` → `/en/about`; `/` → `/en`. Works in server and client code. */
export function localizeHref(href: Href, locale: string): string {
  const { pathname, query, hash } = typeof href === 'string' ? { pathname: href } : href;
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
  const path = pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
  return `${path}${search}${hash ? `#${hash}` : ''}`;
}

import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { cookies, headers } from 'next/headers';
import { LOCALE_COOKIE, routing } from './routing';

/**
 * Dates are formatted in the server's time zone. Read once: left unset, next-intl asks Intl for it on every
 * request, which builds a DateTimeFormat each time (a measurable share of a small dynamic page's render).
 */
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Pages know their locale from the `[locale]` segment (setRequestLocale) or the proxy's header. A server
 * action has neither when its page is served without the proxy (prerendered pages are): it is posted to the
 * page's own address, which the browser names in `Referer`; the locale cookie, which every page keeps in
 * step with its language, is the fallback.
 */
async function actionLocale(): Promise<string | undefined> {
  const referer = (await headers()).get('referer');
  if (referer) {
    const [, first] = URL.parse(referer)?.pathname.split('/') ?? [];
    if (hasLocale(routing.locales, first)) return first;
  }
  return (await cookies()).get(LOCALE_COOKIE)?.value;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = (await requestLocale) ?? (await actionLocale());
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: SERVER_TIME_ZONE,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});

import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from './routing';

/**
 * Dates are formatted in the server's time zone. Read once: left unset, next-intl asks Intl for it on every
 * request, which builds a DateTimeFormat each time (a measurable share of a small dynamic page's render).
 */
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: SERVER_TIME_ZONE,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './routing';

/**
 * Remembers the locale of the page a visitor opened, so that `/` sends them back to it next time. The proxy
 * no longer sees prerendered pages (they are served without it), so the page itself keeps the cookie in step
 * with its `<html lang>`, as next-intl's middleware does on a document request. Inline in <head>, static.
 */
export const LOCALE_COOKIE_SCRIPT = `(function(){var l=document.documentElement.lang;if(document.cookie.split('; ').indexOf('${LOCALE_COOKIE}='+l)<0)document.cookie='${LOCALE_COOKIE}='+l+'; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax'})()`;

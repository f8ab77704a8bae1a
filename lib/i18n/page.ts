import type { Metadata } from 'next';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { formatTitle, pageMetadata } from './metadata';
import { isLocale, type Locale } from './routing';
import type { Messages } from 'next-intl';

type LocaleParams = Promise<{ locale: string }>;

/** The entries under `pages` that have a title. */
type TitledPageKey = {
  [K in keyof Messages['pages']]: Messages['pages'][K] extends { title: string } ? K : never;
}[keyof Messages['pages']];

/** Validates the locale segment and enables static rendering for it (next-intl). */
export async function resolvePageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/**
 * generateMetadata for a page whose title lives at `pages.<key>.title`.
 * `path` is the locale-less address, e.g. '/settings'.
 */
export function titledPage(key: TitledPageKey, path: string) {
  return async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace: 'pages' });
    const meta = await getTranslations({ locale, namespace: 'metadata' });
    return pageMetadata({ locale, path, title: t(`${key}.title`), description: meta('description') });
  };
}

/**
 * generateMetadata of the not-found screens (every route group's not-found.tsx): the tab says "Page not found |
 * Kotonoha" in the page's language, not just "Kotonoha".
 */
export async function notFoundMetadata({ params }: { params?: LocaleParams } = {}): Promise<Metadata> {
  const requested = (await params)?.locale ?? (await getLocale());
  const locale = isLocale(requested) ? requested : 'en';
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: { absolute: formatTitle(t('pageNotFound')) } };
}

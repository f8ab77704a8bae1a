import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppearanceRestore } from '@/hooks/use-appearance';
import { DeploymentWatcher } from '@/components/layout/deployment-watcher';
import { OfflineWorker } from '@/components/layout/offline-worker';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { Toaster } from '@/components/ui/toaster';
import { APPEARANCE_SCRIPT, DEFAULT_APPEARANCE } from '@/lib/appearance/appearance';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { SIGNED_IN_HINT_SCRIPT } from '@/lib/auth/signed-in-hint';
import { LOCALE_COOKIE_SCRIPT } from '@/lib/i18n/locale-cookie';
import { INSTALL_METADATA, pageMetadata } from '@/lib/i18n/metadata';
import { isLocale, locales } from '@/lib/i18n/routing';
import '@/app/globals.css';

// The root layout. It renders the same HTML for every visitor (default look, no session), so each page
// is prerendered once per locale; what is personal is applied in the browser (FIRST_PAINT_SCRIPT).
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/** Before the first paint: the visitor's theme and colour, the signed-in hint, the locale cookie. */
const FIRST_PAINT_SCRIPT = [APPEARANCE_SCRIPT, SIGNED_IN_HINT_SCRIPT, LOCALE_COOKIE_SCRIPT].join(';');

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return { ...pageMetadata({ locale, path: '/', description: t('description') }), ...INSTALL_METADATA };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#09090b' },
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
  ],
};

export default async function RootLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const messages = pickClientMessages(await getMessages());

  return (
    // suppressHydrationWarning: the first-paint script changes <html>'s attributes before React hydrates.
    <html lang={locale} className="dark" data-primary={DEFAULT_APPEARANCE.primaryColor} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        <NextIntlClientProvider locale={locale} messages={messages}>
          <AppearanceRestore />
          {children as ReactNode}
          <ScrollToTop />
          <Toaster />
          <DeploymentWatcher />
          <OfflineWorker />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

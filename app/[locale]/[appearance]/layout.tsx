import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppearanceProvider } from '@/components/layout/appearance-provider';
import { DeploymentWatcher } from '@/components/layout/deployment-watcher';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { Toaster } from '@/components/ui/toaster';
import { DEFAULT_APPEARANCE_SEGMENT, parseAppearanceSegment } from '@/lib/appearance/appearance';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { SIGNED_IN_HINT_SCRIPT } from '@/lib/auth/signed-in-hint';
import { pageMetadata } from '@/lib/i18n/metadata';
import { isLocale, locales } from '@/lib/i18n/routing';
import '@/app/globals.css';

// The root layout. `appearance` is a hidden segment the proxy fills from the theme / colour cookies
// (see proxy.ts): the default one is prerendered at build time, the others on first request, then cached.
export function generateStaticParams() {
  return locales.map((locale) => ({ locale, appearance: DEFAULT_APPEARANCE_SEGMENT }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]/[appearance]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return pageMetadata({ locale, path: '/', description: t('description') });
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#09090b' },
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
  ],
};

export default async function RootLayout({ children, params }: LayoutProps<'/[locale]/[appearance]'>) {
  const { locale, appearance: segment } = await params;
  const appearance = parseAppearanceSegment(segment);
  if (!isLocale(locale) || !appearance) notFound();
  setRequestLocale(locale);
  const messages = pickClientMessages(await getMessages());

  return (
    // suppressHydrationWarning: the script below may add data-signed-in to <html> before React hydrates.
    <html
      lang={locale}
      className={appearance.theme === 'dark' ? 'dark' : undefined}
      data-primary={appearance.primaryColor}
      suppressHydrationWarning
    >
      <body className="flex min-h-dvh flex-col font-sans">
        <script dangerouslySetInnerHTML={{ __html: SIGNED_IN_HINT_SCRIPT }} />
        <NextIntlClientProvider locale={locale} messages={messages}>
          <AppearanceProvider initial={appearance}>
            {children as ReactNode}
            <ScrollToTop />
            <Toaster />
            <DeploymentWatcher />
          </AppearanceProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

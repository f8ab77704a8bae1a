import { getTranslations } from 'next-intl/server';
import { resolvePageLocale } from '@/lib/i18n/page';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // Layouts render apart from pages: each one sets the locale for static rendering itself.
  await resolvePageLocale(params);
  const t = await getTranslations('nav');
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary-500 px-3 py-2 text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 sm:px-6 sm:py-10">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { resolvePageLocale } from '@/lib/i18n/page';
import { LocaleSwitcher } from '@/components/layout/locale-switcher';
import { Logo } from '@/components/layout/logo';

/** A centred card on a quiet background: login, sign-up and the password screens. */
export default async function AuthLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // Layouts render apart from pages: each one sets the locale for static rendering itself.
  await resolvePageLocale(params);
  const t = await getTranslations('nav');
  return (
    <div className="flex flex-1 flex-col bg-canvas">
      <header className="flex items-center justify-between px-4 py-4 sm:px-6">
        <Logo label={t('home')} />
        <LocaleSwitcher />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-3 pt-6 pb-12 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
          <FeatureMessages features={['auth', 'validation']}>{children}</FeatureMessages>
        </div>
      </main>
    </div>
  );
}

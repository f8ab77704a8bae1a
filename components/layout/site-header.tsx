import { getTranslations } from 'next-intl/server';
import { OfflineStatus } from '@/features/offline/components/offline-status';

import { AccountEntry } from './account-entry';
import { LocaleSwitcher } from './locale-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

export async function SiteHeader() {
  const t = await getTranslations('nav');
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-page/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        {/* Compact: on a narrow phone the wordmark makes room for the due count ("14 due") and the account link. */}
        <Logo label={t('home')} compact />
        <nav aria-label={t('primary')} className="ml-4 hidden md:block">
          <NavLinks orientation="row" />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden sm:block">
            <LocaleSwitcher />
          </div>
          <AccountEntry />
          <MobileMenu footer={<LocaleSwitcher />} />
        </div>
      </div>
      <OfflineStatus />
    </header>
  );
}

import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export async function SiteFooter() {
  const t = await getTranslations('footer');
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-3 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{t('tagline')}</p>
        <nav className="flex gap-4">
          <Link href="/about" className="hover:text-link">
            {t('about')}
          </Link>
          <Link href="/settings" className="hover:text-link">
            {t('settings')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}

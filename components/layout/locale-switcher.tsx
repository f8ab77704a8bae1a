'use client';

import { Languages } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { locales, type Locale } from '@/lib/i18n/routing';
import { usePathname, useRouter } from '@/lib/i18n/navigation';

/** Switches the interface language and stays on the same page (next-intl keeps the cookie in step). */
export function LocaleSwitcher() {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  function switchTo(next: Locale) {
    // Read the query at click time (useSearchParams would opt static pages out of prerendering).
    const href = `${pathname}${window.location.search}`;
    startTransition(() => router.replace(href, { locale: next }));
  }

  return (
    <label className="relative inline-flex items-center gap-1 text-sm">
      <Languages aria-hidden className="pointer-events-none absolute left-2 size-4 text-muted" />
      <span className="sr-only">{t('nav.language')}</span>
      <select
        value={locale}
        disabled={pending}
        onChange={(event) => switchTo(event.target.value as Locale)}
        className="h-9 cursor-pointer appearance-none rounded-lg border border-line-strong bg-control pr-3 pl-7 text-sm"
      >
        {locales.map((l) => (
          <option key={l} value={l}>
            {t(`locales.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

'use client';

import { HardDrive } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

/** A guest's progress lives on the device: how to keep it (and what comes along). */
export function GuestBanner() {
  const t = useTranslations('progress');
  const locale = useLocale();
  const back = new URLSearchParams({ redirect: `/${locale}/progress` }).toString();
  return (
    <section
      aria-labelledby="progress-guest"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-line bg-surface p-5 sm:flex-row sm:items-center"
    >
      <HardDrive aria-hidden className="size-8 shrink-0 text-muted" />
      <div className="min-w-0 flex-1">
        <h2 id="progress-guest" className="font-semibold">
          {t('guestTitle')}
        </h2>
        <p className="mt-1 text-sm text-soft">{t('guestText')}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild>
          <Link href={`/auth/signup?${back}`}>{t('guestSignUp')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href={`/auth/login?${back}`}>{t('guestLogIn')}</Link>
        </Button>
      </div>
    </section>
  );
}

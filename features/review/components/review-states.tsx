'use client';

import { CalendarCheck, Layers } from 'lucide-react';
import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

/** Nothing in the studies yet: where to add some. */
export function ReviewEmpty() {
  const t = useTranslations('review');
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <Layers aria-hidden className="size-10 text-muted" />
      <h2 className="text-xl font-semibold">{t('emptyTitle')}</h2>
      <p className="max-w-prose text-soft">{t('emptyText')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link href="/flash-cards">{t('browseUnits')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href="/my-flash-card">{t('mySets')}</Link>
        </Button>
      </div>
    </div>
  );
}

/** Every due card reviewed. */
export function ReviewDone({ reviewed }: { reviewed: number }) {
  const t = useTranslations('review');
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <CalendarCheck aria-hidden className="size-10 text-emerald-600 dark:text-emerald-400" />
      <h2 className="text-xl font-semibold">{t('doneTitle')}</h2>
      <p className="max-w-prose text-soft">{reviewed > 0 ? t('doneText', { count: reviewed }) : t('doneNothing')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link href="/progress">{t('seeProgress')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href="/flash-cards">{t('browseUnits')}</Link>
        </Button>
      </div>
    </div>
  );
}

'use client';

import { CalendarCheck, Layers } from 'lucide-react';
import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/lib/i18n/navigation';
import { StartLinks } from './start-links';

/** Nothing in the studies yet: where to add some. */
export function ReviewEmpty() {
  const t = useTranslations('review');
  return (
    <EmptyState
      icon={<Layers aria-hidden className="size-10 text-muted" />}
      title={t('emptyTitle')}
      description={t('emptyText')}
      action={<StartLinks />}
    />
  );
}

/** Every due card reviewed. */
export function ReviewDone({ reviewed }: { reviewed: number }) {
  const t = useTranslations('review');
  return (
    <EmptyState
      icon={<CalendarCheck aria-hidden className="size-10 text-success-icon" />}
      title={t('doneTitle')}
      description={reviewed > 0 ? t('doneText', { count: reviewed }) : t('doneNothing')}
      action={
        <>
          <Button asChild>
            <Link href="/progress">{t('seeProgress')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link href="/flash-cards">{t('browseUnits')}</Link>
          </Button>
        </>
      }
    />
  );
}

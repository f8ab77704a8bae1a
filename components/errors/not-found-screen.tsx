'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { NotFoundPicture } from './not-found-picture';

/** The 404 screen; it is served with HTTP status 404 by notFound(). */
export function NotFoundScreen() {
  const t = useTranslations('notFound');
  const pathname = usePathname();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-10 text-center sm:py-16">
      <NotFoundPicture label={t('pictureAlt')} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('heading')}</h1>
      <p className="text-muted">{t('text')}</p>
      <p className="max-w-full text-sm break-all text-muted">
        {t('pageNotFound')} <code className="rounded bg-chip px-1.5 py-0.5">{pathname}</code>
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link href="/flash-cards">{t('returnHome')}</Link>
      </Button>
    </div>
  );
}

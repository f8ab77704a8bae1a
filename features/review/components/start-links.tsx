import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

/*
 * No 'use client': the progress screen renders these links on the server, the review screen's client
 * components in the browser, each with the messages it has.
 */

/** Where to find cards to study: the built-in units, the learner's own sets. */
export function StartLinks() {
  const t = useTranslations('review');
  return (
    <>
      <Button asChild>
        <Link href="/flash-cards">{t('browseUnits')}</Link>
      </Button>
      <Button asChild variant="secondary">
        <Link href="/my-flash-card">{t('mySets')}</Link>
      </Button>
    </>
  );
}

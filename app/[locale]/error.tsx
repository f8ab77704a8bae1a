'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { ErrorScreen } from '@/components/errors/error-screen';
import { useEffect } from 'react';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  const locale = useLocale();
  // next/navigation's router with the locale prefix written out: the i18n router would pull the whole
  // navigation module into this boundary's chunk, which every page loads.
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen
      text={{ heading: t('heading'), text: t('text'), tryAgain: t('tryAgain') }}
      onTryAgain={() => {
        reset();
        router.push(`/${locale}/flash-cards`);
      }}
    />
  );
}

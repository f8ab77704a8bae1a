'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { ErrorScreen } from '@/components/errors/error-screen';
import { useEffect } from 'react';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen
      text={{ heading: t('heading'), text: t('text'), tryAgain: t('tryAgain') }}
      onTryAgain={() => {
        reset();
        router.push('/flash-cards');
      }}
    />
  );
}

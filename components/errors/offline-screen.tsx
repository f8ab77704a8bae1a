import { WifiOff } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { KeptPages, RetryButton } from './kept-pages';

/**
 * The page the service worker serves for an address it cannot reach offline and has not kept: says that the page
 * needs the network, offers to try again, and lists what works offline (the units and quizzes opened before).
 */
export async function OfflineScreen() {
  const t = await getTranslations('offline');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center gap-4 px-4 py-10 text-center sm:py-16">
      <WifiOff aria-hidden className="size-12 text-muted" />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('heading')}</h1>
      <p className="text-muted">{t('text')}</p>
      <FeatureMessages features={['offline']}>
        <RetryButton />
        <KeptPages />
      </FeatureMessages>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';

import { FeatureMessages } from '@/components/i18n/feature-messages';
import { ReviewSession } from '@/components/review/review-session';
import { PageHeading } from '@/components/ui/page-heading';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('review', '/review');

/**
 * /review: the same page for everybody (prerendered); the queue is read in the browser, from the account for a
 * signed-in learner or from the device for a guest.
 */
export default async function ReviewPage({ params }: PageProps<'/[locale]/review'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('review');
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeading description={t('lead')}>{t('heading')}</PageHeading>
      <FeatureMessages features={['review']}>
        <ReviewSession />
      </FeatureMessages>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';

import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { ReviewSessionLoader } from '@/features/review/components/review-session-loader';
import { PageHeading } from '@/components/ui/page-heading';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('review', '/review');

/**
 * /review: not in the main navigation (the header has no room for another entry in Vietnamese at desktop widths);
 * a learner with reviews reaches it from the header's due count, the home page and every unit or set page.
 * The same page for everybody (prerendered); the queue is read in the browser, from the account for a
 * signed-in learner or from the device for a guest.
 */
export default async function ReviewPage({ params }: PageProps<'/[locale]/review'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('review');
  const tMistakes = await getTranslations('mistakes');
  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading description={t('lead')}>{t('heading')}</PageHeading>
        <div className="mt-2 flex gap-4">
          {(
            [
              ['/progress', t('progressLink')],
              ['/mistakes', tMistakes('bankLink')],
            ] as const
          ).map(([href, label]) => (
            <Link key={href} href={href} className="text-sm font-medium text-accent underline underline-offset-4">
              {label}
            </Link>
          ))}
        </div>
      </div>
      <FeatureMessages features={['review', 'answerDiff']}>
        <ReviewSessionLoader />
      </FeatureMessages>
    </div>
  );
}

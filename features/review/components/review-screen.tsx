import { getTranslations } from 'next-intl/server';

import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { ReviewSessionLoader } from './review-session-loader';
import { PageHeading } from '@/components/ui/page-heading';
import { Link } from '@/lib/i18n/navigation';

/** The review session under its heading, with the ways to the progress page and the mistakes bank. */
export async function ReviewScreen() {
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
      <FeatureMessages features={['review', 'answerDiff', 'flashCardStudy.pitch', 'writing.pad', 'sentences']}>
        <ReviewSessionLoader />
      </FeatureMessages>
    </div>
  );
}

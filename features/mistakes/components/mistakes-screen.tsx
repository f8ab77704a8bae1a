import { getTranslations } from 'next-intl/server';

import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { MistakesBank } from './mistakes-bank';
import { PageHeading } from '@/components/ui/page-heading';

export async function MistakesScreen() {
  const t = await getTranslations('mistakes');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading description={t('lead')}>{t('heading')}</PageHeading>
      <FeatureMessages features={['mistakes', 'answerDiff', 'writing.pad']}>
        <MistakesBank />
      </FeatureMessages>
    </div>
  );
}

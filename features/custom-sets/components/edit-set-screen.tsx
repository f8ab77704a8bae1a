import { getTranslations } from 'next-intl/server';
import { SetForm } from './set-form';
import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { toFormInput } from '@/features/custom-sets/form-values';
import type { SetDetail } from '@/features/custom-sets/types';

/** The owner's form on one of their sets. */
export async function EditSetScreen({ set, account }: { set: SetDetail; account: string }) {
  const t = await getTranslations('pages.customSetEdit');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading description={set.name}>{t('heading')}</PageHeading>
      <FeatureMessages features={['customSets']}>
        <SetForm initial={toFormInput(set)} target={{ id: set.id, version: set.version }} account={account} />
      </FeatureMessages>
    </div>
  );
}

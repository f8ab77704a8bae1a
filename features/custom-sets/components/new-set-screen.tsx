import { getTranslations } from 'next-intl/server';
import { SetForm } from './set-form';
import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { newSetInput } from '@/features/custom-sets/form-values';

export async function NewSetScreen({ account }: { account: string }) {
  const t = await getTranslations('pages.customSetNew');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading>{t('heading')}</PageHeading>
      <FeatureMessages features={['customSets']}>
        <SetForm initial={newSetInput()} target={null} account={account} />
      </FeatureMessages>
    </div>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SetForm } from '@/features/custom-sets/components/set-form';
import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { PageHeading } from '@/components/ui/page-heading';
import { requireUserPage } from '@/lib/auth/session';
import { newSetInput } from '@/features/custom-sets/form-values';
import { pageMetadata } from '@/lib/i18n/metadata';
import { resolvePageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.customSetNew' });
  // A personal page: nothing for search engines.
  return { ...pageMetadata({ locale, path: '/flash-cards/custom/new', title: t('title') }), robots: { index: false } };
}

export default async function Page({ params }: Props) {
  await resolvePageLocale(params);
  const user = await requireUserPage({ verified: true });
  const t = await getTranslations('pages.customSetNew');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading>{t('heading')}</PageHeading>
      <FeatureMessages features={['customSets']}>
        <SetForm initial={newSetInput()} target={null} account={user.id} />
      </FeatureMessages>
    </div>
  );
}

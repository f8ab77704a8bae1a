import { SET_ACTIONS_MESSAGES } from '@/features/custom-sets/client-messages';
import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { resolvePageLocale } from '@/lib/i18n/page';

/** The learner's own sets and their actions. */
export default async function MySetsLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await resolvePageLocale(params);
  return <FeatureMessages features={SET_ACTIONS_MESSAGES}>{children}</FeatureMessages>;
}

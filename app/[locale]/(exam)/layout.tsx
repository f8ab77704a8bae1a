import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { resolvePageLocale } from '@/lib/i18n/page';

/** Tests take the whole screen: nothing else to look at or click by mistake. */
export default async function ExamLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await resolvePageLocale(params);
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-3 py-6 sm:px-6 sm:py-10">
      <FeatureMessages features={['exam', 'answerDiff', 'writing.pad', 'sentences']}>{children}</FeatureMessages>
    </main>
  );
}

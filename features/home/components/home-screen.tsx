import { getTranslations } from 'next-intl/server';
import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { ReturningLearnerHint } from '@/features/review/components/returning-learner-hint';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

export async function HomeScreen() {
  const t = await getTranslations('pages.home');
  return (
    <section className="flex flex-col items-start gap-6 py-8 sm:py-16">
      <FeatureMessages features={['review.home']}>
        <ReturningLearnerHint />
      </FeatureMessages>
      <p aria-hidden className="font-jp text-5xl font-bold text-hero sm:text-7xl">
        言の葉
      </p>
      <h1 className="max-w-2xl text-3xl font-bold tracking-tight sm:text-5xl">{t('heading')}</h1>
      {/* The marketing text gives way to the learner's reviews once the hint above has found some. */}
      <p className="max-w-2xl text-lg text-muted in-data-returning-learner:hidden">{t('intro')}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link href="/flash-cards">{t('start')}</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href="/jp/conjugation/verb">{t('conjugation')}</Link>
        </Button>
      </div>
    </section>
  );
}

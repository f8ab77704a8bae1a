import { ReviewScreen } from '@/features/review/components/review-screen';
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
  return <ReviewScreen />;
}

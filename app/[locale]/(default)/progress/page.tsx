import { GuestProgressScreen } from '@/features/progress/components/guest-progress-screen';
import { ProgressScreen } from '@/features/progress/components/progress-screen';
import { getOptionalUser } from '@/lib/auth/session';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';
import { reviewNow } from '@/features/review/server/clock';

export const generateMetadata = titledPage('progress', '/progress');

/**
 * /progress, per request: a signed-in learner's figures from the database, drawn on the server as pictures (SVG);
 * a guest's from what the device keeps, drawn by the same components in the browser.
 */
export default async function ProgressPage({ params }: PageProps<'/[locale]/progress'>) {
  await resolvePageLocale(params);
  const user = await getOptionalUser();
  return user ? <ProgressScreen userId={user.id} now={reviewNow()} /> : <GuestProgressScreen />;
}

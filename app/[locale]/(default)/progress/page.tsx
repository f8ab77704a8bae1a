import { ProgressScreen } from '@/features/progress/components/progress-screen';
import { requireUserPage } from '@/lib/auth/session';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';
import { reviewNow } from '@/features/review/server/clock';

export const generateMetadata = titledPage('progress', '/progress');

/** /progress: login-only, rendered per request as pictures (SVG) with no client code. */
export default async function ProgressPage({ params }: PageProps<'/[locale]/progress'>) {
  await resolvePageLocale(params);
  const user = await requireUserPage();
  return <ProgressScreen userId={user.id} now={reviewNow()} />;
}

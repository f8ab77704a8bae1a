import { MistakesScreen } from '@/features/mistakes/components/mistakes-screen';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('mistakes', '/mistakes');

/**
 * /mistakes: every wrong answer of the tests and the conjugation quiz, to filter, retry, save as a set or export.
 * The same page for everybody (prerendered); the bank is read in the browser, from the account for a signed-in
 * learner or from the device for a guest. Reached from the review page, the progress page and the settings.
 */
export default async function MistakesPage({ params }: PageProps<'/[locale]/mistakes'>) {
  await resolvePageLocale(params);
  return <MistakesScreen />;
}

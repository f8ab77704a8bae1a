import { ConjugationPage } from '@/features/conjugation/components/conjugation-page';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('conjugationVerb', '/jp/conjugation/verb');

export default async function Page({ params }: PageProps<'/[locale]/jp/conjugation/verb'>) {
  const locale = await resolvePageLocale(params);
  return <ConjugationPage kind="verb" locale={locale} />;
}

import { ConjugationPage } from '@/features/conjugation/components/conjugation-page';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('conjugationAdjective', '/jp/conjugation/adjective');

export default async function Page({ params }: PageProps<'/[locale]/jp/conjugation/adjective'>) {
  const locale = await resolvePageLocale(params);
  return <ConjugationPage kind="adjective" locale={locale} />;
}

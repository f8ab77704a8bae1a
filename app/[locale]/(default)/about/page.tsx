import { AboutScreen } from '@/features/about/components/about-screen';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('about', '/about');

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  await resolvePageLocale(params);
  return <AboutScreen />;
}

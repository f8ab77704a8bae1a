import { FlashCardsScreen } from '@/features/flash-cards/components/flash-cards-screen';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata = titledPage('flashCards', '/flash-cards');

export default async function FlashCardsPage({ params }: PageProps<'/[locale]/flash-cards'>) {
  await resolvePageLocale(params);
  return <FlashCardsScreen />;
}

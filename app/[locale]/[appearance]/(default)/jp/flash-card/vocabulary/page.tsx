import { KindScreen } from '@/components/flash-cards/kind-screen';
import { kindMetadata } from '@/lib/flash-cards/builtin-metadata';
import { resolvePageLocale } from '@/lib/i18n/page';

export const generateMetadata = kindMetadata('vocabulary');

export default async function Page({ params }: PageProps<'/[locale]/[appearance]/jp/flash-card/vocabulary'>) {
  await resolvePageLocale(params);
  return <KindScreen kind="vocabulary" />;
}

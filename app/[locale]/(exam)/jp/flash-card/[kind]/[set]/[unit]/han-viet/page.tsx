import { HanVietDrillScreen } from '@/features/han-viet/components/drill-screen';
import { hanVietDrillMetadata, hanVietRouteParams } from '@/features/han-viet/server/drill-deck';
import { resolvePageLocale } from '@/lib/i18n/page';

// A static segment beside `[test]`: Next.js matches it first, so …/{unit}/han-viet is this page and every other
// segment is still a test. Kanji units only; the page answers 404 for a vocabulary unit.
export function generateStaticParams() {
  return hanVietRouteParams();
}

export const generateMetadata = hanVietDrillMetadata;

export default async function Page({ params }: PageProps<'/[locale]/jp/flash-card/[kind]/[set]/[unit]/han-viet'>) {
  const locale = await resolvePageLocale(params);
  const { kind, set, unit } = await params;
  return <HanVietDrillScreen kind={kind} set={set} unit={unit} locale={locale} />;
}

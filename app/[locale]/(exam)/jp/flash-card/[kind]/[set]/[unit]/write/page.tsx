import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WriteScreen } from '@/features/writing/components/write-screen';
import { resolveWriteUnit, writeMetadata, writeRouteParams } from '@/features/writing/server/write-pages';
import { resolvePageLocale } from '@/lib/i18n/page';

type Props = PageProps<'/[locale]/jp/flash-card/[kind]/[set]/[unit]/write'>;

// Prerendered for every kanji unit like the unit's tests; the strokes are fetched by the pad, not the page.
export function generateStaticParams() {
  return writeRouteParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { kind, set, unit } = await params;
  return writeMetadata(locale, await resolveWriteUnit(kind, set, unit, locale), true);
}

export default async function Page({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { kind, set, unit } = await params;
  const write = await resolveWriteUnit(kind, set, unit, locale);
  const t = await getTranslations('writing.practice');
  return (
    <WriteScreen prompts={write.prompts} title={write.title} backHref={write.backHref} backLabel={t('backToUnit')} />
  );
}

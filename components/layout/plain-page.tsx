import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';

/** A page whose heading and lead text come from `pages.<key>.heading` / `pages.<key>.lead`. */
export async function PlainPage({ pageKey }: { pageKey: string }) {
  const t = await getTranslations('pages');
  const lead = t.has(`${pageKey}.lead`) ? t(`${pageKey}.lead`) : undefined;
  return <PageHeading description={lead}>{t(`${pageKey}.heading`)}</PageHeading>;
}

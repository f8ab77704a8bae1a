import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { WriteScreen } from '@/features/writing/components/write-screen';
import { resolveWriteSet, writeMetadata } from '@/features/writing/server/write-pages';
import { resolvePageLocale } from '@/lib/i18n/page';

type Props = PageProps<'/[locale]/flash-cards/custom/[set]/write'>;

/** Read once per request (the metadata and the page both ask). */
const writeSet = cache(resolveWriteSet);

// Rendered per request like the set's tests: the set may be private to the viewer.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return writeMetadata(locale, await writeSet((await params).set, locale), false);
}

export default async function Page({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const write = await writeSet((await params).set, locale);
  const t = await getTranslations('writing.practice');
  return (
    <WriteScreen prompts={write.prompts} title={write.title} backHref={write.backHref} backLabel={t('backToSet')} />
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { EditSetScreen } from '@/features/custom-sets/components/edit-set-screen';
import { getOptionalUser, requireUserPage } from '@/lib/auth/session';
import { getOwnedSet } from '@/features/custom-sets/server/queries';
import { pageMetadata } from '@/lib/i18n/metadata';
import { resolvePageLocale } from '@/lib/i18n/page';

type Props = PageProps<'/[locale]/flash-cards/custom/[set]/edit'>;

/** The set for its owner's form, read once per request (the metadata and the page both ask). */
const ownedSet = cache(getOwnedSet);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { set } = await params;
  // Not theirs: a 404 in the metadata too, so the tab says "Page not found" (a guest is sent to log in instead).
  const user = await getOptionalUser();
  if (user?.emailVerified && !(await ownedSet(set, user.id))) notFound();
  const t = await getTranslations({ locale, namespace: 'pages.customSetEdit' });
  return {
    ...pageMetadata({ locale, path: `/flash-cards/custom/${set}/edit`, title: t('title') }),
    robots: { index: false },
  };
}

export default async function Page({ params }: Props) {
  await resolvePageLocale(params);
  const user = await requireUserPage({ verified: true });
  // Somebody else's set (or an unknown id) is a 404: the form never opens on it.
  const set = await ownedSet((await params).set, user.id);
  if (!set) notFound();
  return <EditSetScreen set={set} account={user.id} />;
}

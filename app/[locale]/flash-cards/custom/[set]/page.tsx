import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SetScreen } from '@/features/custom-sets/components/set-screen';
import { getPublicSetCached } from '@/features/custom-sets/server/queries';
import { setMetadata } from '@/features/custom-sets/server/set-metadata';
import { resolvePageLocale } from '@/lib/i18n/page';

type Props = PageProps<'/[locale]/flash-cards/custom/[set]'>;

/**
 * The shared (public) page of a set, as guests and search engines see it. Rendered on first request and
 * then served from the cache (ISR) until its owner changes the set (tag `custom-set:{id}`), so a shared
 * link under load costs no query. Signed-in visitors are routed by the proxy to ./viewer, which knows
 * who they are (owner actions, private sets).
 */
// A ceiling on how long a copy lives where no save reached it (another instance's cache, see deploy/README.md), and
// the `s-maxage` shared caches (a CDN) get: a minute, so a set made private leaves them soon after.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const set = await getPublicSetCached((await params).set);
  // A 404 in the metadata too, so the tab says "Page not found" (see [...unmatched]/page.tsx).
  if (!set) notFound();
  return setMetadata(locale, set);
}

export default async function Page({ params }: Props) {
  await resolvePageLocale(params);
  // A private set is "not found" here, exactly like an unknown id.
  const set = await getPublicSetCached((await params).set);
  if (!set) notFound();
  return <SetScreen set={set} viewer={{ kind: 'guest' }} />;
}

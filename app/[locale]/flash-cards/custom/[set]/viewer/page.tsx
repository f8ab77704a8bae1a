import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SetScreen } from '@/features/custom-sets/components/set-screen';
import { getOptionalUser } from '@/lib/auth/session';
import { getSetForViewer } from '@/features/custom-sets/server/queries';
import { setMetadata } from '@/features/custom-sets/server/set-metadata';
import { resolvePageLocale } from '@/lib/i18n/page';

type Props = PageProps<'/[locale]/flash-cards/custom/[set]/viewer'>;

/**
 * The set page for a visitor with a session cookie (the proxy rewrites /flash-cards/custom/{set} here):
 * rendered per request, it checks who is signed in. The owner sees a private set and the owner actions;
 * anybody else gets a 404 for a private set, as for an unknown id.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const user = await getOptionalUser();
  const set = await getSetForViewer((await params).set, user?.id ?? null);
  // A 404 in the metadata too, so the tab says "Page not found" (see [...unmatched]/page.tsx).
  if (!set) notFound();
  return setMetadata(locale, set);
}

export default async function Page({ params }: Props) {
  await resolvePageLocale(params);
  const user = await getOptionalUser();
  const set = await getSetForViewer((await params).set, user?.id ?? null);
  if (!set) notFound();
  const viewer = !user ? 'guest' : set.owner.id === user.id ? 'owner' : 'member';
  return <SetScreen set={set} viewer={{ kind: viewer }} />;
}

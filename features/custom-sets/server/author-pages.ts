import 'server-only';

import { updateTag } from 'next/cache';

import { db } from '@/lib/db/client';

import { PUBLIC_SETS_CACHE_TAG, setCacheTag } from '../types';

/**
 * The cache tags of every cached page that shows this learner as an author: the pages (and preview images) of
 * their public sets, and the community's results. Read before a change that removes the sets (account deletion).
 */
export async function authorCacheTags(userId: string): Promise<string[]> {
  const sets = await db.flashCardSet.findMany({
    where: { ownerId: userId, visibility: 'everyone' },
    select: { id: true },
  });
  return [...sets.map((set) => setCacheTag(set.id)), PUBLIC_SETS_CACHE_TAG];
}

/** Expires the tags at once (in a server action: the next request renders afresh). */
export function expireCacheTags(tags: readonly string[]): void {
  for (const tag of tags) updateTag(tag);
}

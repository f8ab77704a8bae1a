// Reads of uploaded avatars. Server-only.
import 'server-only';

import { db } from '@/lib/db/client';

import { isAvatarId, uploadedAvatarId } from '../avatar-address';

/**
 * An uploaded avatar with what decides who may see it: whether its owner shows it as the author of a public
 * set (then anybody may, like the set page), else only its owner. Null for an unknown id.
 */
export async function avatarForServing(id: string) {
  if (!isAvatarId(id)) return null;
  const row = await db.userAvatar.findUnique({
    where: { id },
    select: {
      webp: true,
      userId: true,
      user: { select: { flashCardSets: { where: { visibility: 'everyone' }, select: { id: true }, take: 1 } } },
    },
  });
  if (!row) return null;
  return { webp: row.webp, userId: row.userId, shownPublicly: row.user.flashCardSets.length > 0 };
}

/** The picture behind a User.image that is an uploaded avatar; null for Google's pictures and none. */
export async function uploadedAvatarWebp(image: string | null): Promise<Uint8Array | null> {
  const id = uploadedAvatarId(image);
  if (!id) return null;
  const row = await db.userAvatar.findUnique({ where: { id }, select: { webp: true } });
  return row?.webp ?? null;
}

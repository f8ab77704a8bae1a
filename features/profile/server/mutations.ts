// Writes of the profile: the display name and the avatar. Server-only; the actions check the caller first.
import 'server-only';

import { randomBytes } from 'node:crypto';

import { db } from '@/lib/db/client';

import { uploadedAvatarAddress } from '../avatar-address';

/** Sets the display name (already checked by the schema); an empty one removes it. Returns what is kept. */
export async function setDisplayName(userId: string, name: string): Promise<string | null> {
  const value = name === '' ? null : name;
  await db.user.update({ where: { id: userId }, data: { name: value } });
  return value;
}

/**
 * Makes `webp` the user's picture in one transaction: the previous upload goes, the new one gets a new id and
 * so a new address (a cached copy of the old picture can never stand for the new one). Returns the address.
 */
export async function replaceAvatar(userId: string, webp: Uint8Array<ArrayBuffer>): Promise<string> {
  const id = randomBytes(12).toString('base64url'); // 16 URL-safe characters, like the column's default
  const image = uploadedAvatarAddress(id);
  await db.$transaction([
    db.userAvatar.deleteMany({ where: { userId } }),
    db.userAvatar.create({ data: { id, userId, webp } }),
    db.user.update({ where: { id: userId }, data: { image } }),
  ]);
  return image;
}

/** No picture: the uploaded one is deleted and Google's is no longer shown; initials stand in. */
export async function removeAvatar(userId: string): Promise<void> {
  await db.$transaction([
    db.userAvatar.deleteMany({ where: { userId } }),
    db.user.update({ where: { id: userId }, data: { image: null } }),
  ]);
}

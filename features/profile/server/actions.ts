'use server';
// The profile on the settings screen: the display name and the picture shown as the author of public sets.
import { z } from 'zod/mini';

import { defineAction } from '@/lib/actions/define-action';
import type { AuthResult } from '@/features/auth/results';
import { authorCacheTags, expireCacheTags } from '@/features/custom-sets/server/author-pages';

import { toAvatarWebp } from './avatar-image';
import { removeAvatar, replaceAvatar, setDisplayName } from './mutations';
import { profileNameSchema } from '../schemas';

/** Cached set pages and community results show the author: after a change they are rendered again. */
async function expireAuthorPages(userId: string) {
  expireCacheTags(await authorCacheTags(userId));
}

export const saveDisplayNameAction = defineAction(
  {
    name: 'saveDisplayNameAction',
    access: 'user',
    args: [profileNameSchema],
    limits: ({ user }) => [['displayNamePerUser', user.id]],
  },
  async ({ user }, { name }): Promise<AuthResult<{ name: string | null }>> => {
    const saved = await setDisplayName(user.id, name);
    await expireAuthorPages(user.id);
    return { ok: true, name: saved };
  },
);

export const uploadAvatarAction = defineAction(
  {
    name: 'uploadAvatarAction',
    access: 'user',
    // Any file: what it is, is told from its bytes (toAvatarWebp), not from its name or claimed type.
    args: [z.file()],
    limits: ({ user }) => [['avatarPerUser', user.id]],
  },
  async ({ user }, file): Promise<AuthResult<{ image: string }>> => {
    const avatar = await toAvatarWebp(new Uint8Array(await file.arrayBuffer()));
    if (!avatar.ok) return avatar;
    const image = await replaceAvatar(user.id, new Uint8Array(avatar.webp));
    await expireAuthorPages(user.id);
    return { ok: true, image };
  },
);

export const removeAvatarAction = defineAction(
  { name: 'removeAvatarAction', access: 'user', args: [] },
  async ({ user }): Promise<AuthResult> => {
    await removeAvatar(user.id);
    await expireAuthorPages(user.id);
    return { ok: true };
  },
);

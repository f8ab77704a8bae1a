// Where an uploaded avatar is served. Client-safe: the screens tell our own pictures (served as they are) from
// Google's (resized by the image optimizer).

const UPLOADED_AVATAR_PREFIX = '/api/avatars/';

/** The address of an uploaded avatar, as User.image keeps it. */
export const uploadedAvatarAddress = (id: string) => `${UPLOADED_AVATAR_PREFIX}${id}`;

/** The UserAvatar id of an uploaded avatar's address; null for Google's pictures and anything else. */
export function uploadedAvatarId(image: string | null | undefined): string | null {
  if (!image?.startsWith(UPLOADED_AVATAR_PREFIX)) return null;
  const id = image.slice(UPLOADED_AVATAR_PREFIX.length);
  return isAvatarId(id) ? id : null;
}

/** An id as UserAvatar makes them (nanoid, 16 URL-safe characters); anything else is not looked up. */
export function isAvatarId(value: string): boolean {
  return /^[A-Za-z0-9_-]{16}$/.test(value);
}

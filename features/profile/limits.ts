// Upload limits of the avatar, shared by the settings form and the server. Client-safe.

/**
 * What an upload may weigh as it reaches the server: under the 1 MB body limit of server actions. The settings
 * form shrinks a photo in the browser first (features/profile/shrink-image.ts), so this is a backstop.
 */
export const AVATAR_UPLOAD_MAX_BYTES = 1_000_000;

/** The largest file the form takes to shrink in the browser (a phone's photo is 2–8 MB). */
export const AVATAR_PICK_MAX_BYTES = 20 * 1024 * 1024;

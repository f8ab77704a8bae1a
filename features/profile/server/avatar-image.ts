// Turning an uploaded picture into the small avatar we keep. Server-only (sharp, native).
import 'server-only';

import sharp from 'sharp';

import { AVATAR_UPLOAD_MAX_BYTES } from '../limits';

/** The kept avatar: a square this many pixels wide (sharp at 2× the largest place it is shown, 64 px). */
const AVATAR_PIXELS = 128;

/** A decompression bomb (a tiny file claiming a huge canvas) stops here: about a 40-megapixel photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Formats we decode, told by the file's content (sharp reads the bytes; the name and the claimed type are ignored). */
function isAcceptedFormat(meta: sharp.Metadata): boolean {
  if (meta.format === 'heif') return meta.compression === 'av1'; // AVIF; HEIC is not decodable here
  return meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' || meta.format === 'gif';
}

export type AvatarImage = { ok: true; webp: Buffer } | { ok: false; error: 'imageUnsupported' | 'imageTooLarge' };

/**
 * The avatar for an uploaded file: checked by its content (JPEG, PNG, WebP, GIF or AVIF), turned upright
 * (EXIF orientation), cropped to a square around what matters, re-encoded as a 128 × 128 webp. Re-encoding
 * drops everything but the pixels: camera data and GPS position, and anything hidden in the file.
 */
export async function toAvatarWebp(input: Uint8Array): Promise<AvatarImage> {
  if (input.byteLength > AVATAR_UPLOAD_MAX_BYTES) return { ok: false, error: 'imageTooLarge' };
  if (input.byteLength === 0) return { ok: false, error: 'imageUnsupported' };
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  try {
    // The header alone (nothing is decoded yet), so a picture over the pixel limit can be told apart.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!isAcceptedFormat(meta)) return { ok: false, error: 'imageUnsupported' };
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) return { ok: false, error: 'imageTooLarge' };
    const webp = await sharp(input, options)
      .rotate()
      .resize(AVATAR_PIXELS, AVATAR_PIXELS, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
    return { ok: true, webp };
  } catch {
    // Not an image, a truncated one, or over the pixel limit.
    return { ok: false, error: 'imageUnsupported' };
  }
}

/** The avatar as PNG, for the preview image of a shared set (its renderer draws PNG and JPEG). */
export function avatarPng(webp: Uint8Array): Promise<Buffer> {
  return sharp(webp).png().toBuffer();
}

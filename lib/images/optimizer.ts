// The image optimizer's settings (next.config.ts reads them) and its addresses, for the few remote
// pictures we show (Google account avatars). Served as webp, quality 80.
// Relative: next.config.ts reads this file before the `@/` alias exists.
import { uploadedAvatarId } from '../../features/profile/avatar-address';

export const IMAGE_QUALITY = 80;
/** Widths for small images (Next's default list, written out because avatarSources depends on it). */
export const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384];
/** Widths for full-width images: the screen widths. */
export const DEVICE_SIZES = [320, 640, 768, 1024, 1280, 1536];

const optimized = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
const widthFor = (pixels: number) => IMAGE_SIZES.find((width) => width >= pixels) ?? IMAGE_SIZES.at(-1)!;

/**
 * `src` and `srcSet` of a `size` × `size` picture through the optimizer (same origin, so the CSP allows it),
 * for ordinary and high-density screens — what next/image would write, without its client code (~5 kB
 * gzip on every page with the header, for one small avatar).
 */
export function avatarSources(src: string, size: number): { src: string; srcSet?: string } {
  // Uploaded avatars are already a small webp (features/profile/server/avatar-image.ts), sharp enough at 2×: as they are.
  if (uploadedAvatarId(src)) return { src };
  const normal = optimized(src, widthFor(size));
  return { src: normal, srcSet: `${normal} 1x, ${optimized(src, widthFor(size * 2))} 2x` };
}

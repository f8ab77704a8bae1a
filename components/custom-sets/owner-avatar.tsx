import { avatarSources } from '@/lib/images/optimizer';
import { cn } from '@/lib/utils/cn';

/**
 * The owner's picture (through the image optimizer, so remote avatars pass the CSP as same-origin images), or
 * their initial on a coloured disc when they have none.
 */
export function OwnerAvatar({
  name,
  image,
  alt,
  size = 32,
}: {
  name: string;
  image: string | null;
  alt: string;
  size?: number;
}) {
  if (image) {
    return (
      // A plain <img>: next/image's client code is not worth one small avatar (lib/images/optimizer.ts).
      // eslint-disable-next-line @next/next/no-img-element -- sized and optimized by avatarSources
      <img
        {...avatarSources(image, size)}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={alt}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary-500 font-semibold text-on-primary',
      )}
      style={{ width: size, height: size, fontSize: size * 0.45 }}
    >
      {[...name.trim()][0]?.toUpperCase() ?? '?'}
    </span>
  );
}

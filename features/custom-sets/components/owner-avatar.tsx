import { UserRound } from 'lucide-react';

import { avatarSources } from '@/lib/images/optimizer';
import { AVATAR_TONES, initials } from '@/features/profile/initials';

/**
 * A learner's picture: their upload or Google's (through the image optimizer, so remote pictures pass the CSP as
 * same-origin images), else their initials on their own colour (`tone`, from avatarTone of their id), else — no
 * name either — a person on that colour.
 */
export function OwnerAvatar({
  name,
  image,
  tone,
  alt,
  size = 32,
}: {
  /** The display name; null for a learner who has none (shown as "A learner"). */
  name: string | null;
  image: string | null;
  tone: number;
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
  const letters = name ? initials(name) : '';
  return (
    <span
      role="img"
      aria-label={alt}
      className="flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold text-white select-none"
      style={{
        width: size,
        height: size,
        fontSize: size * (letters.length > 1 ? 0.38 : 0.45),
        backgroundColor: AVATAR_TONES[tone % AVATAR_TONES.length],
      }}
    >
      {letters || <UserRound aria-hidden style={{ width: size * 0.6, height: size * 0.6 }} />}
    </span>
  );
}

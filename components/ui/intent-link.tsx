'use client';

import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { Link, useRouter } from '@/lib/i18n/navigation';

/**
 * A link that fetches its page ahead only when the learner shows the intent to follow it: pointing at it,
 * touching it or tabbing to it. Next.js's Link prefetches every link that scrolls into view, which on a list
 * (a few links per item) is a burst of requests on every load, repeated after every action that refreshes the
 * page; `prefetch={false}` alone would drop the head start on the click as well.
 */
export function IntentLink({
  href,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof Link> & { href: string }) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}

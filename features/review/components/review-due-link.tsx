'use client';

import { Repeat } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { Link } from '@/lib/i18n/navigation';
import { hasGuestReviews } from '@/features/review/guest-presence';
import { useNotify } from '@/components/toast/use-notify';

const summary = () => import('../review-summary');
// The review screen's event after each grade (review-summary.ts), spelled here so this file stays small.
const CHANGED = 'kotonoha:reviews-changed';

/**
 * The header's due count, for a learner with reviews: nothing for everybody else. What it needs loads after the
 * page and only when there is something to count (a signed-in learner, or reviews kept on this device). After a
 * sign-in it first brings the device's reviews into the account.
 */
export function ReviewDueLink({ status }: { status: 'loading' | 'authenticated' | 'unauthenticated' }) {
  const t = useTranslations('nav');
  const notify = useNotify();
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (status === 'loading') return;
    const signedIn = status === 'authenticated';
    let cancelled = false;
    const read = async () => {
      if (!signedIn && !hasGuestReviews()) return setCount(null);
      const lazy = await summary();
      if (signedIn && hasGuestReviews() && (await lazy.mergeDeviceReviews())) notify.success(t('reviewsMerged'));
      const found = await lazy.readReviewSummary(signedIn);
      if (!cancelled) setCount(found ? found.count : null);
    };
    const refresh = () => void read().catch(() => {});
    refresh();
    window.addEventListener(CHANGED, refresh);
    return () => {
      cancelled = true;
      window.removeEventListener(CHANGED, refresh);
    };
  }, [status, notify, t]);

  if (count === null) return null;
  return (
    <Link
      href="/review"
      aria-label={t('reviewsDue', { count })}
      title={t('reviewsDue', { count })}
      className="inline-flex h-9 items-center gap-1 rounded-lg px-1 text-sm font-medium hover:bg-surface-hover min-[420px]:px-2"
    >
      {/* The icon gives way on narrow phones, where the header has no room to spare (Vietnamese "Đăng nhập"). */}
      <Repeat aria-hidden className="hidden size-4 min-[420px]:block" />
      {/* "14 due", not a bare number: what the count counts is said on the badge too, on a phone as at a desk. Its
          name ("14 due for review") starts with what it shows, so a spoken command that reads the badge finds it. */}
      <span className="rounded-full bg-primary-500 px-1.5 text-center text-xs leading-5 font-semibold whitespace-nowrap text-on-primary">
        {t('reviewsDueShort', { count })}
      </span>
    </Link>
  );
}

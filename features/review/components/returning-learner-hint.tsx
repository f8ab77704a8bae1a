'use client';

import { ArrowRight, Repeat } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { Link } from '@/lib/i18n/navigation';
import { hasGuestReviews } from '@/features/review/guest-presence';

/**
 * The home page of a learner with reviews starts with "N reviews due · Continue" in place of the marketing text.
 * The page stays prerendered: the count is read in the browser, and only for a signed-in visitor (the hint on
 * <html>) or one with reviews on this device.
 */
export function ReturningLearnerHint() {
  const t = useTranslations('review.home');
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    const signedIn = document.documentElement.hasAttribute('data-signed-in');
    if (!signedIn && !hasGuestReviews()) return;
    let cancelled = false;
    void import('../review-summary')
      .then(({ readReviewSummary }) => readReviewSummary(signedIn))
      .then((summary) => {
        if (cancelled || !summary) return;
        setCount(summary.count);
        document.documentElement.setAttribute('data-returning-learner', '');
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);

  if (count === null) return null;
  return (
    <Link
      href="/review"
      className="flex w-full max-w-2xl items-center gap-3 rounded-xl border border-accent-line bg-accent-bg px-4 py-3 text-lg font-semibold text-accent-ink hover:bg-accent-bg-hover"
    >
      <Repeat aria-hidden className="size-5 shrink-0" />
      <span>{t('due', { count })}</span>
      <span aria-hidden>·</span>
      <span className="ml-auto inline-flex items-center gap-1 sm:ml-0">
        {t('continue')}
        <ArrowRight aria-hidden className="size-4" />
      </span>
    </Link>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';

// The session (the scheduler, the typed-answer checker, the settings form) is a chunk of its own: the queue is
// read in the browser anyway, so the page's first load needs only this placeholder.
const ReviewSession = lazy(() => import('./review-session').then((m) => ({ default: m.ReviewSession })));

/** What the review screen shows until it can show a card: the same in the server's HTML and while loading. */
export function ReviewLoading() {
  const t = useTranslations('review');
  return <p className="py-16 text-center text-muted">{t('loading')}</p>;
}

export function ReviewSessionLoader() {
  return (
    <Suspense fallback={<ReviewLoading />}>
      <ReviewSession />
    </Suspense>
  );
}

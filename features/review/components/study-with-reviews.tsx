'use client';

import { CalendarPlus, Repeat } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import type { DeckRef } from '@/features/review/card-key';
import { useNotify } from '@/components/toast/use-notify';
import { whenIdle } from '@/lib/offline/when-idle';

import type { DeckState } from '../review-backend';

// The backend (server actions, the scheduler for guests) loads after the page: most visitors never press this.
const backend = () => import('../review-backend');
// The header's count listens for it (review-summary.ts).
const REVIEWS_CHANGED = 'kotonoha:reviews-changed';

/**
 * "Study with reviews" on a unit or set page: adds its cards to the learner's reviews (account or device), or,
 * once added, says how many are due and leads to the review screen.
 */
export function StudyWithReviews({ deck, cardKeys }: { deck: DeckRef; cardKeys: readonly string[] }) {
  const t = useTranslations('review.deck');
  const notify = useNotify();
  const [state, setState] = useState<DeckState | null>(null);
  const [busy, setBusy] = useState(false);

  const { kind, deckKey } = deck;
  useEffect(() => {
    let cancelled = false;
    backend()
      .then(({ loadDeckState }) => loadDeckState({ kind, deckKey }))
      .then((next) => !cancelled && setState(next))
      .catch(() => !cancelled && setState(null));
    return () => {
      cancelled = true;
    };
  }, [kind, deckKey]);

  // A guest on a device that works offline (a service worker is there, lib/offline) keeps the cards' contents, for
  // a review with the network away. Without a worker (next dev, other browsers' settings) `ready` never answers.
  const locale = useLocale();
  const guest = state?.mode === 'guest';
  const keys = cardKeys.join('\n');
  useEffect(() => {
    if (!guest || !('serviceWorker' in navigator)) return;
    let cancel = () => {};
    let cancelled = false;
    void navigator.serviceWorker.ready.then(() => {
      if (cancelled) return;
      cancel = whenIdle(() => {
        void backend()
          .then(({ keepDeckContents }) => keepDeckContents({ kind, deckKey }, keys.split('\n'), locale))
          .catch(() => {});
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [guest, kind, deckKey, keys, locale]);

  // The place the button takes, kept while the state loads: nothing below it moves when it appears.
  if (!state) return <div aria-hidden className="h-10" />;

  const add = async () => {
    setBusy(true);
    try {
      const { addDeck, loadDeckState } = await backend();
      const added = await addDeck(state.mode, deck, cardKeys);
      if (added === 'queued') notify.info(t('addedOffline'));
      else notify.success(added > 0 ? t('added', { count: added }) : t('alreadyAdded'));
      window.dispatchEvent(new Event(REVIEWS_CHANGED));
      setState(await loadDeckState(deck));
    } catch {
      notify.error(t('addFailed'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      const { removeDeck, loadDeckState } = await backend();
      const removed = await removeDeck(state.mode, deck);
      notify.info(removed === 'queued' ? t('removedOffline') : t('removed'));
      window.dispatchEvent(new Event(REVIEWS_CHANGED));
      setState(await loadDeckState(deck));
    } catch {
      notify.error(t('addFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (!state.inStudies) {
    return (
      <Button variant="secondary" onClick={() => void add()} disabled={busy} title={t('studyWithReviewsHint')}>
        <CalendarPlus aria-hidden className="size-4" />
        {t('studyWithReviews')}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="inline-flex items-center gap-1.5 font-medium">
        <Repeat aria-hidden className="size-4 text-accent-soft" />
        {t('inStudies')}
      </span>
      <span className="text-muted">{t('inStudiesCounts', { cards: state.cards, due: state.due })}</span>
      <Button asChild size="sm">
        <Link href="/review">{t('reviewNow')}</Link>
      </Button>
      <Button size="sm" variant="ghost" onClick={() => void remove()} disabled={busy}>
        {t('removeDeck')}
      </Button>
    </div>
  );
}

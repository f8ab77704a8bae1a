'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/lib/i18n/navigation';
import { filterMistakes, NO_FILTERS, type MistakeFilters } from '@/features/mistakes/filters';
import { hasGuestMistakes } from '@/features/mistakes/guest-store';
import type { Mistake } from '@/features/mistakes/schemas';
import { useNotify } from '@/components/toast/use-notify';

import type { BankOwner } from '../bank-backend';
import { MistakeFilterBar } from './mistake-filters';
import { MistakeList } from './mistake-list';

const backend = () => import('../bank-backend');
// The retry screen and the save / export tools load when they are used or shown.
const RetryRounds = dynamic(() => import('./retry-rounds').then((m) => m.RetryRounds));
const BankTools = dynamic(() => import('./bank-tools').then((m) => m.BankTools));

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; owner: BankOwner; items: Mistake[] };

/**
 * The mistakes page's body: the bank read in the browser (the page itself is static), from the account for a
 * signed-in learner, from this device for a guest; a guest's bank left on this device by an earlier visit joins
 * the account first.
 */
export function MistakesBank() {
  const t = useTranslations('mistakes');
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [filters, setFilters] = useState<MistakeFilters>(NO_FILTERS);
  const [retrying, setRetrying] = useState<Mistake[] | null>(null);

  const load = useCallback(async () => {
    setLoaded({ status: 'loading' });
    const bank = await backend();
    // Noted before the account's list is read: the header may be merging the device's bank at this moment (then
    // the list read meanwhile can miss those items), so the page waits for that merge and reads the list again.
    const onDevice = hasGuestMistakes();
    let found = await bank.loadBank();
    if (found?.owner === 'account' && onDevice) {
      await bank.mergeDeviceMistakes();
      found = (await bank.loadBank()) ?? found;
    }
    setLoaded(found ? { status: 'ready', ...found } : { status: 'failed' });
  }, []);

  useEffect(() => {
    // Reading the bank is an effect's job: the page is prerendered and the bank lives in the browser or the account.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  if (loaded.status === 'loading') return <p className="py-16 text-center text-muted">{t('loading')}</p>;
  if (loaded.status === 'failed') {
    return (
      <div className="space-y-3 py-12 text-center" role="alert">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void load()}>
          {t('retryLoad')}
        </Button>
      </div>
    );
  }

  if (retrying) {
    return (
      <RetryRounds
        items={retrying}
        owner={loaded.owner}
        onFinish={() => {
          setRetrying(null);
          void load();
        }}
      />
    );
  }

  const { items, owner } = loaded;
  if (items.length === 0) {
    return (
      // A block, not the default column: the text and the links keep the width of the dashed frame.
      <EmptyState
        className="block space-y-3 rounded-xl border border-dashed border-line-strong p-8"
        title={t('emptyTitle')}
        description={t('emptyText')}
        descriptionClassName="mx-auto max-w-prose text-soft"
        action={
          <>
            <Button asChild>
              <Link href="/flash-cards">{t('takeTest')}</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href="/jp/conjugation/verb">{t('conjugationQuiz')}</Link>
            </Button>
          </>
        }
        actionClassName="pt-2"
      />
    );
  }

  const shown = filterMistakes(items, filters);
  const remove = async (item: Mistake) => {
    const bank = await backend();
    if (!(await bank.removeFromBank(owner, [item.id]))) return notify.error(t('actionFailed'));
    setLoaded({ status: 'ready', owner, items: items.filter((other) => other.id !== item.id) });
    notify.success(t('removed'));
  };

  return (
    <div className="space-y-5">
      {owner === 'guest' ? <p className="text-sm text-muted">{t('guestNote')}</p> : null}
      <MistakeFilterBar items={items} filters={filters} onChange={setFilters} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {t('shown', { shown: shown.length, total: items.length })}
        </p>
        <Button onClick={() => setRetrying(shown)} disabled={shown.length === 0}>
          {t('retryAll')}
        </Button>
      </div>
      {shown.length > 0 ? <BankTools items={shown} owner={owner} /> : null}
      {shown.length === 0 ? (
        <p className="py-8 text-center text-muted">{t('noMatch')}</p>
      ) : (
        <MistakeList items={shown} onRemove={(item) => void remove(item)} />
      )}
    </div>
  );
}

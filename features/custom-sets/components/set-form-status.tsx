'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { LEAVE_FREELY } from '../hooks/use-leave-guard';
import type { SaveStatus } from '../hooks/use-save-set';

const MESSAGE_KEYS = {
  network: 'form.networkError',
  session: 'form.sessionExpired',
  unverified: 'form.unverified',
  notFound: 'form.notFound',
  invalid: 'form.fixErrors',
  busy: 'form.busy',
} as const;

/**
 * Why the last save failed, focused when it appears. A stale save offers to overwrite the newer version or to
 * load it; an expired session links to the login page, which brings the learner back here (the draft waits on
 * this device, so the link leaves without the unsaved-changes question). While a save is slow (`slow`), says it
 * is still going.
 */
export function SetFormStatus({
  id,
  status,
  slow,
  onOverwrite,
  onLoadLatest,
}: {
  id: string;
  status: SaveStatus | null;
  slow: boolean;
  onOverwrite: (currentVersion: number) => void;
  onLoadLatest: () => void;
}) {
  const t = useTranslations('customSets');
  const locale = useLocale();
  const pathname = usePathname();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status) ref.current?.focus();
  }, [status]);

  if (!status) {
    return (
      <p role="status" className={slow ? 'text-sm font-medium' : 'sr-only'}>
        {slow ? t('form.stillSaving') : null}
      </p>
    );
  }
  // The full address, as the proxy writes it: the login page comes back here in this language.
  const loginHref = `/auth/login?${new URLSearchParams({ redirect: `/${locale}${pathname}` })}`;
  return (
    <div
      id={id}
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-danger-line bg-danger-bg p-4 text-sm text-danger-ink"
    >
      {status.kind === 'stale' ? (
        <>
          <p className="font-semibold">{t('form.staleHeading')}</p>
          <p className="mt-1">{t('form.staleText')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" onClick={() => onOverwrite(status.currentVersion)}>
              {t('form.overwrite')}
            </Button>
            <Button type="button" variant="secondary" onClick={onLoadLatest}>
              {t('form.loadLatest')}
            </Button>
          </div>
        </>
      ) : (
        <p>
          {t(MESSAGE_KEYS[status.kind])}
          {status.kind === 'session' ? (
            <>
              {' '}
              <Link href={loginHref} className="font-semibold underline" {...LEAVE_FREELY}>
                {t('form.login')}
              </Link>
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}

'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { usePreloadWhenIdle } from '@/hooks/preload-when-idle';

// The dialog and its form (Radix Dialog among them) load after the settings page, not with it.
const loadForm = () => import('./delete-account-form');
const DeleteAccountForm = lazy(loadForm);

/** "Delete account": the button, and the confirmation dialog once it is asked for. */
export function DeleteAccountDialog({ email, setCount }: { email: string; setCount: number }) {
  const t = useTranslations('auth.account');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  usePreloadWhenIdle(loadForm);

  return (
    <div className="space-y-2 sm:text-right">
      <Button
        ref={trigger}
        variant="danger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden className="size-4" />
        {t('deleteAccount')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <DeleteAccountForm email={email} setCount={setCount} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
      <p className="text-xs text-muted sm:max-w-xs">{t('deleteText')}</p>
    </div>
  );
}

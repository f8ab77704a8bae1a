'use client';

import { LogOut, MonitorX } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { signOutAction, signOutEverywhereAction } from '@/lib/auth/actions/sign-in';
import { rememberSignedIn } from '@/lib/auth/signed-in-hint';

/**
 * Ends the session — or, `everywhere`, every session of the account — and goes to the login page (a full load,
 * so nothing signed-in stays on screen).
 */
export function SignOutButton({ everywhere = false }: { everywhere?: boolean }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const Icon = everywhere ? MonitorX : LogOut;
  return (
    <Button
      variant="secondary"
      // In the account card's rows, beside "Change password": the same small button.
      size={everywhere ? 'sm' : 'md'}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await (everywhere ? signOutEverywhereAction() : signOutAction());
        } finally {
          rememberSignedIn(false);
          window.location.assign(`/${locale}/auth/login`);
        }
      }}
    >
      <Icon aria-hidden className="size-4" />
      {busy ? t('signingOut') : t(everywhere ? 'signOutEverywhere' : 'signOut')}
    </Button>
  );
}

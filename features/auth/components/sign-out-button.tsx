'use client';

import { LogOut, MonitorX } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { clearAccountDrafts } from '@/features/custom-sets/set-draft';
import { Button } from '@/components/ui/button';
import { signOutAction, signOutEverywhereAction } from '@/features/auth/server/actions/sign-in';
import { rememberSignedIn } from '@/lib/auth/signed-in-hint';

/**
 * Ends the session — or, `everywhere`, every session of the account — removes the account's set drafts from this
 * device and goes to the login page (a full load, so nothing signed-in stays on screen).
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
          const result = await (everywhere ? signOutEverywhereAction() : signOutAction());
          // Nothing of the account's unsaved work stays on a computer somebody else may use next.
          if (result.ok && result.accountId) clearAccountDrafts(result.accountId);
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

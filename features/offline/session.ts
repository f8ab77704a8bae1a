'use client';

import { rememberAccount } from '@/lib/offline/account';

/**
 * Who is signed in, from Auth.js's session read, remembered for the outbox (lib/offline/account.ts): a user id, null
 * for nobody, undefined when it cannot be read. The header does this on every page that has it; a test page has no
 * header, so a signed-in learner's test asks once as it starts, before it may be finished offline.
 */
export async function readAccount(): Promise<string | null | undefined> {
  const response = await fetch('/api/auth/session', { cache: 'no-store' }).catch(() => null);
  if (!response?.ok) return undefined;
  const session = (await response.json().catch(() => null)) as { user?: { id?: string } } | null;
  const account = session?.user?.id ?? null;
  rememberAccount(account);
  return account;
}

// What several account actions share. Not actions themselves: plain server helpers.
import 'server-only';

import { getLocale } from 'next-intl/server';

import { isLocale, type Locale } from '@/lib/i18n/routing';

import { signIn } from '@/lib/auth/config';

/** The language of the mails an action sends: the visitor's. */
export async function currentLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : 'en';
}

/** An SMTP server's permanent refusal of the recipient: the address cannot receive mail. */
export function isRecipientRejected(error: unknown): boolean {
  const e = error as { code?: string; responseCode?: number } | null;
  return e?.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500;
}

/** Signs the user in with email + password, setting the session cookie. Throws CredentialsSignin. */
export async function startSession(email: string, password: string): Promise<void> {
  await signIn('credentials', { email, password, redirect: false });
}

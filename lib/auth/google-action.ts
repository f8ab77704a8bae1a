'use server';

import { getLocale } from 'next-intl/server';

import { signIn } from './config';
import { safeRedirectTarget } from './redirect-target';

/** Starts the Google (OpenID Connect) sign-in; Auth.js redirects to Google and back. */
export async function googleSignInAction(form: FormData): Promise<void> {
  const locale = await getLocale();
  const target = safeRedirectTarget(form.get('redirect'));
  await signIn('google', { redirectTo: `/${locale}${target}` });
}

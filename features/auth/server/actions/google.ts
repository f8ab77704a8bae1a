'use server';

import { notFound } from 'next/navigation';
import { z } from 'zod/mini';

import { defineFormAction } from '@/lib/actions/define-action';

import { isGoogleConfigured, signIn } from '@/lib/auth/config';
import { localizedRedirectTarget } from '@/lib/auth/redirect-target';
import { currentLocale } from './support';

/** Starts the Google (OpenID Connect) sign-in; Auth.js redirects to Google and back. */
export const googleSignInAction = defineFormAction(
  { name: 'googleSignInAction', access: 'guest', args: [z.instanceof(FormData)] },
  async (_caller, form) => {
    // Without a Google client there is no such sign-in (the button is not shown): a 404, not a failure.
    if (!isGoogleConfigured()) notFound();
    await signIn('google', { redirectTo: localizedRedirectTarget(form.get('redirect'), await currentLocale()) });
  },
);

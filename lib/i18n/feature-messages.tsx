import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { pickClientMessages, type FeatureNamespace } from '@/lib/i18n/client-messages';

/**
 * Gives the client components below it the messages of `features` (plus the shared ones). A nested
 * provider replaces the outer one's messages, it does not add to them, hence the shared namespaces again.
 */
export async function FeatureMessages({
  features,
  children,
}: {
  features: readonly FeatureNamespace[];
  children: ReactNode;
}) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages, features)}>
      {children}
    </NextIntlClientProvider>
  );
}

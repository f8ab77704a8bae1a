'use client';

import { ErrorScreen } from '@/components/errors/error-screen';
import { GLOBAL_ERROR_TEXT } from '@/components/errors/global-error-text';
import '@/app/globals.css';

// The root layout itself failed, so there is no intl provider: pick the texts by the path's locale.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const locale = typeof window !== 'undefined' && window.location.pathname.startsWith('/vi') ? 'vi' : 'en';
  const text = GLOBAL_ERROR_TEXT[locale];
  return (
    <html lang={locale} className="dark" data-primary="amber">
      <body className="flex min-h-dvh flex-col font-sans">
        <ErrorScreen
          text={text}
          onTryAgain={() => {
            reset();
            window.location.assign(`/${locale}/flash-cards`);
          }}
        />
      </body>
    </html>
  );
}

import type messages from '@/messages/en.json';
import type { Locale as AppLocale } from './routing';

// English is the master catalogue: its keys type every `t()` call, so a missing or misspelt key fails the
// typecheck instead of showing the raw key on screen.
declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof messages;
  }
}

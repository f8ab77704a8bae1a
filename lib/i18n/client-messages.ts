import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces client components use. Only these travel to the browser; server components
 * read the full catalogue. A feature with client components adds its namespace here.
 */
export const CLIENT_NAMESPACES = [
  'nav',
  'locales',
  'toast',
  'notFound',
  'error',
  'settings',
  'flashCardStudy',
  'auth',
  'validation',
  'exam',
  'customSets',
] as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}

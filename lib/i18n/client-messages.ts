import type { AbstractIntlMessages } from 'next-intl';

/**
 * Message namespaces every page's client components use (header, toasts, error and not-found screens). The
 * root layout sends only these to the browser; server components read the full catalogue.
 */
export const SHARED_CLIENT_NAMESPACES = ['nav', 'locales', 'toast', 'notFound', 'error', 'offline'] as const;

/**
 * Namespaces a feature's client components need on top of the shared ones. A screen with such components
 * wraps them in <FeatureMessages> (lib/i18n/feature-messages.tsx), so a page carries only the
 * messages it can show: every namespace on every page cost each page ~18 kB of HTML.
 */
export type FeatureNamespace =
  | 'settings'
  | 'flashCardStudy'
  | 'auth'
  | 'validation'
  | 'exam'
  | 'customSets'
  | 'review'
  | 'mistakes'
  | 'hanVietDrill'
  | 'writing'
  // The marks on a wrong answer's kana (tests, the review, the mistakes' retry rounds).
  | 'answerDiff'
  // A kanji's stroke-order drawing (its card, the unit's kanji table).
  | 'strokeOrder'
  // A vocabulary word's example sentence (its card, the unit table, the review, fill-in-the-blank questions).
  | 'sentences'
  // The progress page's charts, drawn in the browser for a guest.
  | 'progress'
  // The offline page's list of what the service worker kept.
  | 'offline'
  // A part of a namespace, for a screen that shows only a little of it (e.g. the best score on a unit list).
  | `${'exam' | 'customSets' | 'flashCardStudy' | 'review' | 'writing' | 'mistakes'}.${string}`;

export function pickClientMessages(
  messages: AbstractIntlMessages,
  features: readonly FeatureNamespace[] = [],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const path of [...SHARED_CLIENT_NAMESPACES, ...features]) {
    const keys = path.split('.');
    const value = keys.reduce<AbstractIntlMessages[string] | undefined>(
      (node, key) => (node && typeof node === 'object' ? node[key] : undefined),
      messages,
    );
    if (value === undefined) continue;
    let target = picked;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as AbstractIntlMessages;
    target[keys.at(-1)!] = value;
  }
  return picked;
}

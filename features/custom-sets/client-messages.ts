import type { FeatureNamespace } from '@/lib/i18n/client-messages';

/** The messages of a set's actions in the browser: delete, duplicate, visibility, copy words and link. */
export const SET_ACTIONS_MESSAGES = [
  'customSets.mySets',
  'customSets.copyWords',
  'customSets.copiedWords',
  'customSets.copyNothing',
  'customSets.copyFailed',
  'customSets.copyLink',
  'customSets.linkCopied',
] as const satisfies readonly FeatureNamespace[];

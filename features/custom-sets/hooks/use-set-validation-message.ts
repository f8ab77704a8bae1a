'use client';

import { useTranslations } from 'next-intl';
import type { ValidationKey } from '@/features/custom-sets/schemas';

/** Translates a set schema's message key; undefined when there is none. */
export function useSetValidationMessage() {
  const tv = useTranslations('customSets.validation');
  return (key: string | undefined) => (key ? tv(key as ValidationKey) : undefined);
}

'use client';

import { useTranslations } from 'next-intl';

import type { ValidationMessageKey } from '@/features/auth/schemas';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/features/auth/limits';

/** Translates a schema message key (with the password limits for {min} / {max}). */
export function useValidationMessage() {
  const t = useTranslations('validation');
  // A key the catalogue does not hold (a message from elsewhere) is shown as it is.
  const isKey = (key: string): key is ValidationMessageKey => t.has(key as ValidationMessageKey);
  return (key: ValidationMessageKey | string | undefined) =>
    key ? (isKey(key) ? t(key, { min: PASSWORD_MIN, max: PASSWORD_MAX }) : key) : undefined;
}

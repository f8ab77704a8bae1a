'use client';

import { useTranslations } from 'next-intl';

import type { ValidationMessageKey } from '@/features/auth/schemas';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/features/auth/limits';

/** Translates a schema message key (with the password limits for {min} / {max}). */
export function useValidationMessage() {
  const t = useTranslations('validation');
  return (key: ValidationMessageKey | string | undefined) =>
    key ? (t.has(key) ? t(key as ValidationMessageKey, { min: PASSWORD_MIN, max: PASSWORD_MAX }) : key) : undefined;
}

'use client';

import { Eye, EyeOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';

import type { ValidationMessageKey } from '@/lib/auth/schemas';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/limits';
import { cn } from '@/lib/utils/cn';

/** Translates a schema message key (with the password limits for {min} / {max}). */
export function useValidationMessage() {
  const t = useTranslations('validation');
  return (key: ValidationMessageKey | string | undefined) =>
    key ? (t.has(key) ? t(key as ValidationMessageKey, { min: PASSWORD_MIN, max: PASSWORD_MAX }) : key) : undefined;
}

type FieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: ReactNode; trailing?: ReactNode };

const inputClasses =
  'h-11 w-full rounded-lg border bg-white px-3 text-base text-zinc-900 outline-none transition-colors placeholder:text-zinc-500 focus-visible:ring-2 focus-visible:ring-primary-500/60 dark:bg-zinc-950 dark:text-zinc-100';

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, trailing, className, id, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            inputClasses,
            trailing ? 'pr-11' : undefined,
            error ? 'border-red-600 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700',
          )}
          {...props}
        />
        {trailing}
      </div>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show / hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const t = useTranslations('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      }
    />
  );
}

/** The form-level message (error or success), announced to screen readers. */
export function FormMessage({ kind = 'error', children }: { kind?: 'error' | 'success'; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-3 py-2 text-sm',
        kind === 'error'
          ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300'
          : 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-300',
      )}
    >
      {children}
    </p>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';

/** Shared look of the custom-set screens' text fields and selects. */
export const inputClass =
  'h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base placeholder:text-zinc-500 aria-invalid:border-red-600 dark:border-zinc-700 dark:bg-zinc-900 dark:aria-invalid:border-red-400 sm:text-sm';

/** A labelled control with its hint and error, tied together for screen readers. */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-red-700 dark:text-red-400">
      {children}
    </p>
  );
}

/** aria attributes that tie a control to its hint or error text (see Field). */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

export type SelectOption = { value: string; label: string };

/**
 * A labelled select built from value → label pairs. The rest of the props go to the select itself: `name` and
 * `defaultValue` in a plain GET search form, or react-hook-form's `register(...)` in the set form.
 */
export function SelectField({
  id,
  label,
  error,
  options,
  className,
  ...selectProps
}: Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> & {
  id: string;
  label: ReactNode;
  error?: string;
  options: readonly SelectOption[];
  className?: string;
}) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      <select id={id} className={inputClass} {...describedBy(id, { error })} {...selectProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

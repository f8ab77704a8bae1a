import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';

/**
 * Labelled form controls. A field is its label, its control, a hint and an error message; the control's
 * aria-invalid and aria-describedby point at whichever of the two is shown, so screen readers announce it.
 *
 * Two sizes: `md` for the app's own forms, `lg` for the roomier controls of the account cards (with their own
 * focus ring). An invalid control gets its red border from aria-invalid, so the classes need no error state.
 */
export type FieldSize = 'md' | 'lg';

const controlClasses: Record<FieldSize, string> = {
  md: 'h-10 w-full rounded-lg border border-line-strong bg-surface px-3 text-base placeholder:text-zinc-500 aria-invalid:border-danger-edge sm:text-sm',
  lg: 'h-11 w-full rounded-lg border border-line-strong bg-page px-3 text-base text-fg outline-none transition-colors placeholder:text-zinc-500 focus-visible:ring-2 focus-visible:ring-primary-500/60 aria-invalid:border-danger-edge',
};

const fieldGaps: Record<FieldSize, string> = { md: 'gap-1', lg: 'gap-1.5' };

/** The look of a text input or select; textareas add their own height (see TextArea). */
export function controlClass(size: FieldSize = 'md'): string {
  return controlClasses[size];
}

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** aria attributes that tie the control `id` to its shown error, else to its hint. */
function fieldAria(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(id) : hint ? hintId(id) : undefined,
  } as const;
}

interface FieldFrameProps {
  /** The control's id (the label points at it; the hint and error ids derive from it). */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown instead of the hint. */
  error?: ReactNode;
  size?: FieldSize;
  /** Classes of the field's wrapper (its place in a grid, say). */
  className?: string;
}

/** A label above any control, with the hint or error below it. The control is the child; see fieldAria. */
function Field({
  id,
  label,
  hint,
  error,
  size = 'md',
  className,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col', fieldGaps[size], className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={hintId(id)} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId(id)}>{error}</FieldError> : null}
    </div>
  );
}

/** An error message under a field or a group of fields. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-danger">
      {children}
    </p>
  );
}

type FieldProps<Control extends 'input' | 'textarea' | 'select'> = Omit<
  ComponentProps<Control>,
  'id' | 'className' | 'size'
> &
  Omit<FieldFrameProps, 'id'> & {
    /** The control's id; a generated one when left out. */
    id?: string;
    /** Classes added to the control itself (`className` goes to the field's wrapper). */
    controlClassName?: string;
  };

export type TextFieldProps = FieldProps<'input'> & {
  /** Drawn over the input's right end (a button, say). */
  trailing?: ReactNode;
};

type FrameKey = 'id' | 'label' | 'hint' | 'error' | 'size' | 'className' | 'controlClassName';

/**
 * What every field does with its props: the frame's (label, hint, error, size, wrapper classes), the control's
 * id (generated when left out) and aria attributes, its classes, and the rest of the props for the control.
 */
function useFieldParts<P extends FieldProps<'input' | 'textarea' | 'select'>>(props: P) {
  const { id, label, hint, error, size, className, controlClassName, ...rest } = props;
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return {
    frame: { id: controlId, label, hint, error, size, className },
    control: { id: controlId, ...fieldAria(controlId, { hint, error }) },
    /** The control's classes, with a component's own (`extra`) before the caller's. */
    controlClasses: (...extra: (string | undefined)[]) => cn(controlClass(size), ...extra, controlClassName),
    rest: rest as Omit<P, FrameKey>,
  };
}

/** A labelled text input. The rest of the props go to the input (react-hook-form's `register(...)` among them). */
export function TextField({ trailing, ...props }: TextFieldProps) {
  const { frame, control, controlClasses, rest } = useFieldParts(props);
  const input = <input {...control} className={controlClasses(trailing ? 'pr-11' : undefined)} {...rest} />;
  return (
    <Field {...frame}>
      {trailing ? (
        <div className="relative">
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

/** A labelled textarea; the rest of the props go to the textarea. */
export function TextArea(props: FieldProps<'textarea'>) {
  const { frame, control, controlClasses, rest } = useFieldParts(props);
  return (
    <Field {...frame}>
      <textarea {...control} className={controlClasses('h-auto py-2')} {...rest} />
    </Field>
  );
}

export type SelectOption = { value: string; label: string };

/**
 * A labelled select built from value → label pairs. The rest of the props go to the select itself: `name` and
 * `defaultValue` in a plain GET search form, or react-hook-form's `register(...)`.
 */
export function SelectField({
  options,
  ...props
}: Omit<FieldProps<'select'>, 'children'> & { options: readonly SelectOption[] }) {
  const { frame, control, controlClasses, rest } = useFieldParts(props);
  return (
    <Field {...frame}>
      <select {...control} className={controlClasses()} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
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
          ? 'border-danger-frame bg-danger-bg-strong text-danger-strong'
          : 'border-success-frame bg-success-bg-strong text-success-strong',
      )}
    >
      {children}
    </p>
  );
}
